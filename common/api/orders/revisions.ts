import { z } from 'zod/mini';
import { orderLimits as L } from '../../limits.js';
import { noControlCharacters, nonEmpty, required } from '../fields.js';

/**
 * Body of POST /api/drive/update/revisions/{fileId} (docs/product.md §7): what to change, at most
 * 400 characters. The server asks for 20 or more (`revision_message_short`) unless open review
 * notes go with the revision and say it, so the notes alone may ask it.
 */
export const RevisionRequest = z.object({
  message: required(z.string('Expected text.'))
    .check(z.trim())
    .check(z.maxLength(L.revisionMessageMax, `At most ${L.revisionMessageMax} characters.`))
    .check(noControlCharacters({ multiline: true })),
});

/** The §5 message rule when no note goes with the revision: 20 to 400 characters. */
export const RevisionMessageAlone = z.extend(RevisionRequest, {
  message: RevisionRequest.shape.message
    .check(nonEmpty())
    .check(z.minLength(L.revisionMessageMin, 'Message must be at least 20 characters long!')),
});
export type RevisionRequest = z.infer<typeof RevisionRequest>;

/** Path of the revision route: a delivered file of an Edit order. */
export const RevisionParams = z.object({
  fileId: z.string().check(z.regex(/^[a-f0-9]{32}$/, 'Not a file id.')),
});

/** Answer of a revision request: the new order, and how many revisions the original has left. */
export const RevisionResponse = z.object({ requestId: z.string(), revisionsLeft: z.number() });
export type RevisionResponse = z.infer<typeof RevisionResponse>;
