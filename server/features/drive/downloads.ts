import type { Readable } from 'node:stream';
import type { Disposition, MediaLink } from '../../../common/api/drive.js';
import { driveLimits } from '../../../common/limits.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import { StoredBytesMissing, type ByteRange } from '../../integrations/storage/file-storage.js';
import type { Drive } from './drive-deps.js';
import type { FileRow } from './drive.repository.js';
import { atMost } from './byte-range.js';
import { readableFileRow } from './file-guards.js';
import { signMediaLink } from './media-links.js';

/** What a download route needs: the file's facts and a way to stream it. */
export type DownloadSource = {
  name: string;
  mime: string;
  size: number;
  sha256: string | null;
  finishedTime: string | null;
  /** The bytes, or 410 file_gone when they went missing since the download was opened. */
  open(range?: ByteRange): Promise<Readable>;
};

/**
 * 410 file_gone for a file whose record is there but whose bytes are not (deleted from the disk,
 * a restore without the files, another machine's disk), logged once as a warning: an operator's
 * problem to look into, not a bug of the request.
 */
function bytesGone(drive: Drive, file: FileRow): AppError {
  drive.log.warn(
    { fileId: file.id, storedName: file.stored_name },
    'the stored bytes of a finished file are missing',
  );
  return new AppError('file_gone');
}

/** Refuses a file whose bytes are no longer stored. */
async function requireStoredBytes(drive: Drive, file: FileRow): Promise<void> {
  if ((await drive.storage.size(file.stored_name)) === undefined) throw bytesGone(drive, file);
}

/** A finished file the caller may read, ready to stream; 404 for anyone else. */
export async function openDownload(
  drive: Drive,
  principal: Principal,
  fileId: string,
): Promise<DownloadSource> {
  const { file } = await readableFileRow(drive, principal, fileId, true);
  await requireStoredBytes(drive, file);
  return {
    name: file.original_name,
    mime: file.mime,
    size: file.size,
    sha256: file.sha256,
    finishedTime: file.finished_at,
    open: (range) =>
      drive.storage.read(file.stored_name, range).then(
        // A range is cut at its length whatever the store sends; a whole file goes as it is.
        (body) => (range ? atMost(body, range.end - range.start + 1) : body),
        (error: unknown) => {
          throw error instanceof StoredBytesMissing ? bytesGone(drive, file) : error;
        },
      ),
  };
}

/** A signed, short-lived download URL for `<video src>` and plain links (decision 002). */
export async function mediaLink(
  drive: Drive,
  principal: Principal,
  fileId: string,
  disposition: Disposition,
): Promise<MediaLink> {
  const { file } = await readableFileRow(drive, principal, fileId, true);
  await requireStoredBytes(drive, file);
  const expiresAt = drive.now().getTime() + driveLimits.mediaLinkMinutes * 60_000;
  const token = signMediaLink(drive.linkSecret, { fileId, principal, disposition, expiresAt });
  return {
    url: `/api/drive/download/${fileId}?access=${encodeURIComponent(token)}`,
    expiresAt: new Date(expiresAt).toISOString(),
  };
}
