import type { IncomingMessage } from 'node:http';
import { StreamLimiter, type Locker } from '@tus/server';
import { tusHeader, tusPatchContentType, tusVersion } from '../../../../common/tus.js';
import { AppError } from '../../../errors.js';
import type { TusStore } from '../../../integrations/storage/file-storage.js';
import { header } from '../headers.js';

// A refused request is read to its end before the answer, so the browser, which reads the
// answer only once it has sent the whole body, sees the refusal instead of a reset connection.
// The body may be as long as the rest of the declared upload; before the upload is known (a
// request refused on its headers), this much is read at most.
const drainLimitBytes = 8 * 1024 * 1024;

/** What a PATCH ends with: the stored offset, or nothing to answer when the client went away. */
export type PatchOutcome = { offset: number; complete: boolean } | 'client-gone';

/** A tus or datastore failure as the API's error: 404/410 not_found, 409 upload_conflict. */
export function tusProtocolError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const status = (error as { status_code?: number }).status_code ?? 500;
  if (status === 404 || status === 410) return new AppError('not_found', {}, undefined, status);
  if (status === 409) return new AppError('upload_conflict');
  return new AppError(status >= 500 ? 'other' : 'invalid_input', {}, undefined, status);
}

/**
 * The answer to a tus HEAD (tus 1.0 core): where the upload stands, read under its lock so a
 * request still writing (a client retrying over a fresh connection) hands over first.
 */
export async function uploadOffsetHeaders(input: {
  request: IncomingMessage;
  id: string;
  store: TusStore;
  locker: Locker;
}): Promise<Record<string, string>> {
  const gone = new AbortController();
  input.request.once('close', () => gone.abort());
  const lock = input.locker.newLock(input.id);
  try {
    await lock.lock(gone.signal, () => {});
  } catch (error) {
    throw tusProtocolError(error);
  }
  try {
    const upload = await input.store.getUpload(input.id);
    return {
      [tusHeader.resumable]: tusVersion,
      [tusHeader.uploadOffset]: String(upload.offset),
      [tusHeader.uploadLength]: String(upload.size ?? 0),
      'cache-control': 'no-store',
    };
  } catch (error) {
    throw tusProtocolError(error);
  } finally {
    await lock.unlock();
  }
}

/**
 * Reads what is left of a refused request, up to drainLimitBytes, so its answer can be read and
 * its connection reused. True when the whole body was read; false when the connection must close.
 */
async function drain(request: IncomingMessage, limit: number): Promise<boolean> {
  if (request.readableEnded) return true;
  if (request.destroyed) return false;
  let left = limit;
  return new Promise<boolean>((resolve) => {
    const done = (whole: boolean) => {
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('close', onClose);
      resolve(whole);
    };
    const onData = (chunk: Buffer) => {
      left -= chunk.length;
      if (left < 0) {
        request.pause();
        done(false);
      }
    };
    const onEnd = () => done(true);
    const onClose = () => done(request.readableEnded);
    request.on('data', onData);
    request.once('end', onEnd);
    request.once('close', onClose);
    request.resume();
  });
}

/** A PATCH to receive; `beforeWrite` may refuse it, told how many bytes the upload still lacks. */
type PatchInput = {
  request: IncomingMessage;
  id: string;
  store: TusStore;
  locker: Locker;
  beforeWrite?: (missingBytes: number) => Promise<void>;
};

/**
 * The data path of a tus PATCH (tus 1.0 core): checks the headers and the offset under the
 * upload's lock, then streams the request body straight into the datastore. It replaces
 * @tus/server's own PATCH handler, which turns every request into a web stream and back and cost
 * about a quarter more CPU per byte.
 */
export async function receivePatch(input: PatchInput): Promise<PatchOutcome> {
  const allowed = { bytes: drainLimitBytes };
  try {
    return await receive(input, allowed);
  } catch (error) {
    // A refusal is answered on the same connection: read the rest of the body first, or, when
    // it is longer than the upload allows, mark the answer so the connection closes after it.
    if (!(await drain(input.request, allowed.bytes)))
      throw Object.assign(tusProtocolError(error), { closeConnection: true });
    throw error;
  }
}

async function receive(input: PatchInput, allowed: { bytes: number }): Promise<PatchOutcome> {
  const { request, id, store } = input;
  if (header(request, tusHeader.resumable) !== tusVersion)
    throw new AppError(
      'invalid_input',
      {},
      { 'tus-resumable': `Send Tus-Resumable: ${tusVersion}.` },
      412,
    );
  const offsetHeader = header(request, tusHeader.uploadOffset) ?? '';
  if (!/^\d{1,16}$/.test(offsetHeader))
    throw new AppError(
      'invalid_input',
      {},
      { 'upload-offset': 'Send the offset in Upload-Offset.' },
    );
  if (header(request, 'content-type') !== tusPatchContentType)
    throw new AppError(
      'invalid_input',
      {},
      { 'content-type': `Send the bytes as ${tusPatchContentType}.` },
      415,
    );
  const offset = Number(offsetHeader);
  const length = header(request, 'content-length');

  // A client that leaves while waiting for the lock stops waiting.
  const gone = new AbortController();
  request.once('close', () => gone.abort());
  const lock = input.locker.newLock(id);
  try {
    // Another request for this upload (a client retrying over a fresh connection) takes over.
    await lock.lock(gone.signal, () => {
      request.destroy();
    });
  } catch (error) {
    if (gone.signal.aborted) return 'client-gone';
    throw tusProtocolError(error);
  }
  try {
    let upload;
    try {
      upload = await store.getUpload(id);
    } catch (error) {
      throw tusProtocolError(error);
    }
    const size = upload.size ?? 0;
    allowed.bytes = Math.max(drainLimitBytes, size - upload.offset);
    if (upload.offset !== offset) throw new AppError('upload_conflict');
    if (length !== undefined && offset + Number(length) > size)
      throw new AppError(
        'invalid_input',
        {},
        { 'content-length': 'More bytes than the upload declared.' },
        413,
      );
    await input.beforeWrite?.(size - upload.offset);
    // Without a Content-Length the body is cut at the declared size; with one, Node enforces it.
    let tooLong = false;
    const limiter = length === undefined ? new StreamLimiter(size - offset) : undefined;
    limiter?.once('error', () => (tooLong = true));
    const body = limiter ? request.pipe(limiter) : request;
    // Cut while it waited for the lock or read the upload (another request took the upload
    // over): nothing is left to read, so the lock goes back at once.
    if (request.destroyed) return 'client-gone';
    let stored: number;
    try {
      stored = await store.write(body, id, offset);
    } catch (error) {
      if (tooLong)
        throw new AppError(
          'invalid_input',
          {},
          { body: 'More bytes than the upload declared.' },
          413,
        );
      if (request.destroyed || request.readableAborted) return 'client-gone';
      throw tusProtocolError(error);
    }
    return { offset: stored, complete: stored === size };
  } finally {
    await lock.unlock();
  }
}
