import type { IncomingMessage } from 'node:http';
import { tusHeader, tusVersion } from '../../../../common/tus.js';
import type { Principal } from '../../../auth/tokens.js';
import { AppError } from '../../../errors.js';
import type { Drive } from '../drive-deps.js';
import { controlledFile } from '../file-guards.js';
import { completeUpload, discardFile } from './finish-upload.js';
import { receivePatch, uploadOffsetHeaders } from './receive-patch.js';
import { requireRoom } from './upload-rules.js';

/** Where a tus request on an upload is addressed: /api/drive/upload/{directory}/{uploadId}. */
export type TusAddress = { directory: string; uploadId: string };

/**
 * Vets a tus request (HEAD or PATCH) on an upload before its bytes are read: only its
 * uploader or an Admin, only at its own address, and no bytes while it is paused.
 */
export async function authorizeTusRequest(
  drive: Drive,
  principal: Principal,
  input: { id: string; directory: string; method: string },
): Promise<void> {
  const file = await controlledFile(drive, principal, input.id);
  if (file.folder_name !== input.directory) throw new AppError('not_found');
  if (input.method === 'PATCH' && file.paused === 1) throw new AppError('upload_paused');
}

/** Called when a tus request ends: an upload whose first bytes were refused is deleted. */
export async function settleUpload(drive: Drive, id: string): Promise<void> {
  if (!drive.sessions.takeRefused(id)) return;
  const file = await drive.repo.findFile(id);
  if (file) await discardFile(drive, file);
  else await drive.storage.remove(id);
}

/** tus HEAD: the headers telling where an upload stands, once the caller is vetted. */
export async function headUpload(
  drive: Drive,
  principal: Principal,
  address: TusAddress,
  request: IncomingMessage,
): Promise<Record<string, string>> {
  const { directory, uploadId } = address;
  await authorizeTusRequest(drive, principal, { id: uploadId, directory, method: 'HEAD' });
  return uploadOffsetHeaders({
    request,
    id: uploadId,
    store: drive.tus.store,
    locker: drive.tus.locker,
  });
}

/** A PATCH in flight: its request, and how to close the connection after a refusal. */
export type PatchExchange = { request: IncomingMessage; closeConnection(): void };

/**
 * tus PATCH: streams the request's bytes into the upload (see receive-patch.ts) and finishes
 * the upload when the last byte is in. Answers the headers of the 204, or 'client-gone' when
 * nobody is left to answer. `closeConnection` is called when a refusal must close the
 * connection, because the unread rest of a long refused body would block it.
 */
export async function patchUpload(
  drive: Drive,
  principal: Principal,
  address: TusAddress,
  exchange: PatchExchange,
): Promise<Record<string, string> | 'client-gone'> {
  const { directory, uploadId } = address;
  await authorizeTusRequest(drive, principal, { id: uploadId, directory, method: 'PATCH' });
  // Pause and cancel cut this request; the bytes already stored stay.
  const untrack = drive.sessions.track(uploadId, exchange.request);
  let outcome;
  try {
    outcome = await receivePatch({
      request: exchange.request,
      id: uploadId,
      store: drive.tus.store,
      locker: drive.tus.locker,
      // The room promised at creation may have gone to something else since: checked again.
      beforeWrite: (missingBytes) => requireRoom(drive, missingBytes, uploadId),
    });
  } catch (error) {
    if ((error as { closeConnection?: boolean }).closeConnection) exchange.closeConnection();
    throw error;
  } finally {
    untrack();
    await settleUpload(drive, uploadId);
  }
  if (outcome === 'client-gone') return 'client-gone';
  if (outcome.complete) await completeUpload(drive, uploadId);
  return { [tusHeader.resumable]: tusVersion, [tusHeader.uploadOffset]: String(outcome.offset) };
}
