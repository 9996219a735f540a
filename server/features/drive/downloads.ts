import type { Readable } from 'node:stream';
import type { Disposition, MediaLink } from '../../../common/api/drive.js';
import { driveLimits } from '../../../common/limits.js';
import type { Principal } from '../../auth/tokens.js';
import type { ByteRange } from '../../integrations/storage/file-storage.js';
import type { Drive } from './drive-deps.js';
import { readableFileRow } from './file-guards.js';
import { signMediaLink } from './media-links.js';

/** What a download route needs: the file's facts and a way to stream it. */
export type DownloadSource = {
  name: string;
  mime: string;
  size: number;
  sha256: string | null;
  finishedTime: string | null;
  open(range?: ByteRange): Readable;
};

/** A finished file the caller may read, ready to stream; 404 for anyone else. */
export async function openDownload(
  drive: Drive,
  principal: Principal,
  fileId: string,
): Promise<DownloadSource> {
  const { file } = await readableFileRow(drive, principal, fileId, true);
  return {
    name: file.original_name,
    mime: file.mime,
    size: file.size,
    sha256: file.sha256,
    finishedTime: file.finished_at,
    open: (range) => drive.storage.read(file.stored_name, range),
  };
}

/** A signed, short-lived download URL for `<video src>` and plain links (decision 002). */
export async function mediaLink(
  drive: Drive,
  principal: Principal,
  fileId: string,
  disposition: Disposition,
): Promise<MediaLink> {
  await readableFileRow(drive, principal, fileId, true);
  const expiresAt = drive.now().getTime() + driveLimits.mediaLinkMinutes * 60_000;
  const token = signMediaLink(drive.linkSecret, { fileId, principal, disposition, expiresAt });
  return {
    url: `/api/drive/download/${fileId}?access=${encodeURIComponent(token)}`,
    expiresAt: new Date(expiresAt).toISOString(),
  };
}
