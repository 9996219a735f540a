import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { Metadata, Upload } from '@tus/server';
import type { UploadCreated } from '../../../../common/api/drive.js';
import { tusHeader, tusVersion } from '../../../../common/tus.js';
import type { Principal } from '../../../auth/tokens.js';
import { AppError } from '../../../errors.js';
import type { Drive } from '../drive-deps.js';
import { header } from '../headers.js';
import { checkSize, recordUpload, requireRoom, uploadKind } from './upload-rules.js';

/**
 * What a tus creation request declares: its size in Upload-Length (NaN when that is no number)
 * and its file name in Upload-Metadata. Only a declared length is taken: no deferred length,
 * no concatenation.
 */
function declaredUpload(headers: IncomingHttpHeaders): { size: number; name: string | undefined } {
  const request = { headers };
  if (
    header(request, tusHeader.uploadDeferLength) !== undefined ||
    header(request, tusHeader.uploadConcat) !== undefined
  )
    throw new AppError(
      'invalid_input',
      {},
      { 'upload-length': 'Declare the file size in Upload-Length.' },
    );
  const length = header(request, tusHeader.uploadLength) ?? '';
  let name: string | undefined;
  try {
    const raw = header(request, tusHeader.uploadMetadata);
    const metadata = raw ? Metadata.parse(raw) : undefined;
    name = metadata?.filename ?? metadata?.name ?? undefined;
  } catch {
    throw new AppError('invalid_input', {}, { 'upload-metadata': 'Malformed Upload-Metadata.' });
  }
  return { size: /^\d{1,16}$/.test(length) ? Number(length) : Number.NaN, name };
}

/** What starts a tus upload: the folder, the declared type and the request's tus headers. */
export type TusStart = { directory: string; mime: string; headers: IncomingHttpHeaders };

/**
 * The tus creation request (POST): starts a resumable upload of the declared size into the
 * caller's folder named `directory`, and answers it with the tus headers the client continues
 * from.
 */
export async function startTusUpload(
  drive: Drive,
  principal: Principal,
  input: TusStart,
): Promise<{ created: UploadCreated; headers: Record<string, string> }> {
  const { size, name } = declaredUpload(input.headers);
  const kind = uploadKind(principal, input.mime);
  if (!kind) throw new AppError('unsupported_file_type', { kind: 'video or image' });
  if (!Number.isSafeInteger(size) || size < 1)
    throw new AppError(
      'invalid_input',
      {},
      { 'upload-length': 'Expected the file size in bytes.' },
    );
  checkSize(drive.maxBytes, kind, size);
  await requireRoom(drive, size);
  const id = randomBytes(16).toString('hex');
  const created = await recordUpload(drive, principal, {
    directory: input.directory,
    mime: input.mime,
    name,
    id,
    kind,
    size,
    sha256: null,
  });
  try {
    await drive.tus.store.create(new Upload({ id, size, offset: 0, metadata: {} }));
  } catch (error) {
    await drive.repo.deleteFile(id);
    throw error;
  }
  const headers = {
    location: created.uri,
    [tusHeader.resumable]: tusVersion,
    [tusHeader.uploadOffset]: '0',
  };
  return { created, headers };
}
