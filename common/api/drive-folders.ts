import { z } from 'zod/mini';
import { driveLimits as L } from '../limits.js';
import { plainText } from './fields.js';

// Folders as a whole: the order form's drafts and deleting a folder (decision 024).

/** Body of PUT /api/drive/drafts/{directory}: the video title the order form's uploads are for. */
export const DraftTitle = z.object({
  title: plainText()
    .check(z.trim())
    .check(z.maxLength(L.draftTitleMax, `At most ${L.draftTitleMax} characters.`)),
});
export type DraftTitle = z.infer<typeof DraftTitle>;

/** A draft folder: the order form's uploads, removed when nobody orders them. */
export const DraftFolder = z.object({
  folderId: z.string(),
  name: z.string(),
  title: z.nullable(z.string()),
  /** When it is removed if still not ordered; null once an order took its files. */
  expiresAt: z.nullable(z.string()),
});
export type DraftFolder = z.infer<typeof DraftFolder>;

/**
 * Answer of GET /api/drive/folders/{folderId}/removal: the folder may be deleted now, with this
 * many files (asked before the "cannot be undone" question, so a refusal comes first).
 */
export const FolderRemoval = z.object({ files: z.int().check(z.nonnegative()) });
export type FolderRemoval = z.infer<typeof FolderRemoval>;

/** The folder id of DELETE /api/drive/folders/{folderId}. */
export const FolderParams = z.object({ folderId: z.uuid('Expected a folder id.') });
export type FolderParams = z.infer<typeof FolderParams>;
