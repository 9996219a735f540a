import { createHash } from 'node:crypto';
import type { ReviewLink } from '../../../common/api/review-versions.js';
import type { LinkRow, ViewRow } from './links.repository.js';

/** Tokens are kept only as their SHA-256: a leaked table opens no link. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A link as its Partner sees it. */
export function linkView(row: LinkRow, version: number, views: readonly ViewRow[]): ReviewLink {
  return {
    id: row.id,
    requestId: row.order_id,
    fileId: row.file_id,
    version,
    createdTime: row.created_at,
    expiresTime: row.expires_at,
    revokedTime: row.revoked_at,
    hasPassword: row.password_hash !== null,
    allowDownload: row.allow_download === 1,
    downloadRendition: row.download_rendition,
    views: views
      .filter((v) => v.link_id === row.id)
      .map((v) => ({ guestName: v.guest_name, viewedTime: v.viewed_at, kind: v.kind })),
  };
}
