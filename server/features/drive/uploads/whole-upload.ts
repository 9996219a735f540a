import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { UploadCreated } from '../../../../common/api/drive.js';
import type { Principal } from '../../../auth/tokens.js';
import { AppError } from '../../../errors.js';
import type { Drive } from '../drive-deps.js';
import { detectFileType } from '../file-types.js';
import {
  checkSize,
  recordUpload,
  requireRoom,
  uploadKind,
  type UploadInput,
} from './upload-rules.js';

/** A whole image upload: where it goes, its bytes, and the size the request declared. */
export type WholeUpload = UploadInput & { source: Readable; requestBytes: number | undefined };

/**
 * Stores a small image sent in one multipart request. Nothing is recorded until every byte
 * is stored and checked; a refused or oversize file leaves nothing behind.
 */
export async function storeWholeUpload(
  drive: Drive,
  principal: Principal,
  input: WholeUpload,
): Promise<UploadCreated> {
  const kind = uploadKind(principal, input.mime);
  // One request cannot resume: large footage must use tus.
  if (kind !== 'image')
    throw new AppError('invalid_input', {}, { method: 'Videos are uploaded with method=tus.' });
  // The request's length bounds the file's; without one, the largest image allowed.
  await requireRoom(drive, Math.min(input.requestBytes ?? Infinity, drive.maxBytes.image));
  const id = randomBytes(16).toString('hex');
  let detectedMime = input.mime;
  const stored = await drive.storage.writeWhole(id, input.source, {
    maxBytes: drive.maxBytes.image,
    check: async (_name, head) => {
      const detected = detectFileType(head);
      if (!detected || detected.kind !== kind)
        throw new AppError('unsupported_file_type', { kind });
      detectedMime = detected.mime;
    },
  });
  if (stored.truncated) checkSize(drive.maxBytes, kind, stored.size);
  try {
    return await recordUpload(drive, principal, {
      ...input,
      id,
      mime: detectedMime,
      kind,
      size: stored.size,
      sha256: stored.sha256,
    });
  } catch (error) {
    await drive.storage.remove(id);
    throw error;
  }
}
