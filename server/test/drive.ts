import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { OrderType } from '../../common/api/orders.js';
import { tusHeader, tusPatchContentType, tusVersion } from '../../common/tus.js';
import { accessRules, type AccessRules } from '../access/access.js';
import { driveRepository } from '../features/drive/drive.repository.js';
import { driveService, type DriveService } from '../features/drive/drive.service.js';
import { localDiskStorage } from '../integrations/storage/local-disk-storage.js';
import type { TestUser } from './factories.js';
import type { TestApp } from './test-app.js';
import { systemClock, type Clock } from '../clock.js';

// Fixtures and calls shared by the drive test files (and the orders tests that upload).

/** Bytes that start like an MP4 (an ISO 'ftyp' box, brand isom) followed by random data. */
export function fakeMp4(size: number): Buffer {
  const head = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
  return Buffer.concat([head, randomBytes(Math.max(0, size - head.length))]).subarray(0, size);
}

/** Bytes that start like a PNG, then random data. */
export function fakePng(size: number): Buffer {
  const head = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  return Buffer.concat([head, randomBytes(Math.max(0, size - head.length))]).subarray(0, size);
}

/** Bytes that start like a WebM (EBML header with DocType webm). */
export function fakeWebm(size: number): Buffer {
  const head = Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d', 'hex');
  return Buffer.concat([head, randomBytes(Math.max(0, size - head.length))]).subarray(0, size);
}

/** SHA-256 in hex. */
export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Headers of a tus request from `user`. */
export const tusHeaders = (user: TestUser, extra: Record<string, string> = {}) => ({
  ...user.headers,
  [tusHeader.resumable]: tusVersion,
  ...extra,
});

/** Headers of a tus PATCH from `user` carrying bytes from `offset` on. */
export const patchHeaders = (user: TestUser, offset: number, extra: Record<string, string> = {}) =>
  tusHeaders(user, {
    [tusHeader.uploadOffset]: String(offset),
    'content-type': tusPatchContentType,
    ...extra,
  });

/** POST /api/drive/upload/{directory}: starts a tus upload. */
export function startUpload(
  t: TestApp,
  user: TestUser,
  options: { size: number; directory?: string; type?: string; name?: string },
) {
  const directory = options.directory ?? 'Raw footage';
  return t.app.inject({
    method: 'POST',
    url: `/api/drive/upload/${encodeURIComponent(directory)}?type=${encodeURIComponent(options.type ?? 'video/mp4')}`,
    headers: tusHeaders(user, {
      [tusHeader.uploadLength]: String(options.size),
      [tusHeader.uploadMetadata]: `filename ${Buffer.from(options.name ?? 'clip.mp4').toString('base64')}`,
    }),
  });
}

/** PATCH bytes at `offset` of an upload's uri. */
export function sendBytes(t: TestApp, user: TestUser, uri: string, offset: number, bytes: Buffer) {
  return t.app.inject({
    method: 'PATCH',
    url: uri,
    headers: patchHeaders(user, offset),
    payload: bytes,
  });
}

/** Starts an upload and sends all its bytes; returns the upload id and uri. */
export async function uploadWhole(
  t: TestApp,
  user: TestUser,
  bytes: Buffer,
  options: { directory?: string; type?: string; name?: string } = {},
): Promise<{ id: string; uri: string; folderId: string }> {
  const created = await startUpload(t, user, { ...options, size: bytes.length });
  if (created.statusCode !== 201)
    throw new Error(`create answered ${created.statusCode}: ${created.body}`);
  const {
    uri,
    upload_id: id,
    folderId,
  } = created.json<{ uri: string; upload_id: string; folderId: string }>();
  const sent = await sendBytes(t, user, uri, 0, bytes);
  if (sent.statusCode !== 204) throw new Error(`patch answered ${sent.statusCode}: ${sent.body}`);
  // Its SHA-256 (the download's ETag) is in once the digest job ran.
  await fileRow(t, id);
  return { id, uri, folderId };
}

/**
 * A real PATCH over the network to `base` + `uri` that announces all of `bytes` but sends only the
 * first `sent`, as a slow or stalled client does; `request.end(rest)` finishes it. `ended` says
 * how it ended: 'answered <status>' or 'cut'.
 */
export function stalledPatch(
  base: string,
  uri: string,
  user: TestUser,
  bytes: Buffer,
  sent: number,
): { request: http.ClientRequest; ended: Promise<string> } {
  const request = http.request(`${base}${uri}`, {
    method: 'PATCH',
    headers: patchHeaders(user, 0, { 'content-length': String(bytes.length) }),
  });
  const ended = new Promise<string>((resolve) => {
    request.on('response', (res) => resolve(`answered ${res.statusCode}`));
    request.on('error', () => resolve('cut'));
  });
  request.write(bytes.subarray(0, sent));
  return { request, ended };
}

/** Polls the upload's progress (up to 3 s) until `bytes` arrived; answers what it last read. */
export async function bytesReceivedBy(
  t: Pick<TestApp, 'app'>,
  user: TestUser,
  id: string,
  bytes: number,
): Promise<number> {
  let received = 0;
  for (let i = 0; i < 100 && received < bytes; i += 1) {
    await new Promise((r) => setTimeout(r, 30));
    const progress = await t.app.inject({
      method: 'GET',
      url: `/api/drive/progress/${id}`,
      headers: user.headers,
    });
    received = progress.json<{ bytesReceived: number }>().bytesReceived;
  }
  return received;
}

/** GET an API path as `user`. */
export const get = (t: TestApp, user: TestUser | undefined, url: string, headers = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...user?.headers, ...headers } });

/** Everything the drive keeps: folder and file rows, and the files on disk with their sizes. */
export async function driveSnapshot(t: TestApp) {
  // Finished files get their SHA-256 from the digest job just after their upload (decision 036).
  for (let waited = 0; waited < 10_000; waited += 20) {
    const pending = await t.db
      .selectFrom('drive_files')
      .select('id')
      .where('state', '=', 'finished')
      .where('sha256', 'is', null)
      .executeTakeFirst();
    if (!pending) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const folders = await t.db.selectFrom('drive_folders').selectAll().orderBy('id').execute();
  const files = (await t.db.selectFrom('drive_files').selectAll().orderBy('id').execute()).map(
    (f) => ({ ...f, size: Number(f.size) }),
  );
  return { folders, files, disk: diskFiles(t) };
}

const readRow = (t: Pick<TestApp, 'db'>, id: string) =>
  t.db.selectFrom('drive_files').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * The stored record of the file `id`, or undefined. A finished file's SHA-256 is computed by the
 * digest job right after its upload answered (decision 036); this waits up to 10 s for it.
 */
export async function fileRow(t: Pick<TestApp, 'db'>, id: string) {
  for (let waited = 0; ; waited += 20) {
    const row = await readRow(t, id);
    if (!row || row.state !== 'finished' || row.sha256 !== null || waited >= 10_000) return row;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The drive service over the test app's database and files, as other features call it; its
 * access rules are the real ones unless `access` stands in for them.
 */
export function directDrive(
  t: TestApp,
  options: { now?: Clock; access?: AccessRules } = {},
): DriveService {
  return driveService({
    repo: driveRepository(t.db),
    storage: localDiskStorage(path.join(t.config.DATA_DIR, 'files')),
    maxBytes: { video: 1e9, image: 1e9 },
    linkSecret: t.jwtKey,
    access: options.access ?? accessRules(t.db),
    log: { info() {}, warn() {} },
    now: options.now ?? systemClock,
  });
}

/** The files under DATA_DIR/files, with their sizes. */
export function diskFiles(t: TestApp): Record<string, number> {
  const dir = path.join(t.config.DATA_DIR, 'files');
  const out: Record<string, number> = {};
  for (const name of readdirSync(dir).sort()) out[name] = statSync(path.join(dir, name)).size;
  return out;
}

/**
 * Inserts an open order of `clientId` for `staffId` whose files live in `folderId` (a new folder
 * of the client's when not given), straight into the table, for tests of who may see an order
 * and its files. Answers its id.
 */
export async function insertOrder(
  t: Pick<TestApp, 'db'>,
  order: { clientId: string; staffId: string; folderId?: string; title?: string; type?: OrderType },
): Promise<string> {
  const id = randomUUID();
  const at = new Date().toISOString();
  const folderId = order.folderId ?? randomUUID();
  if (!order.folderId)
    await t.db
      .insertInto('drive_folders')
      .values({ id: folderId, owner_id: order.clientId, name: `Order ${id}`, created_at: at })
      .execute();
  await t.db
    .insertInto('production_requests')
    .values({
      id,
      video_request_id: id,
      type: order.type ?? 'Edit',
      title: order.title ?? 'Untitled order',
      message: '',
      client_id: order.clientId,
      staff_id: order.staffId,
      author_id: order.clientId,
      folder_id: folderId,
      product: null,
      duration_minutes: null,
      is_revision: 0,
      of_request_id: null,
      revisions_left: 0,
      status: 'open',
      created_at: at,
      due_at: at,
      original_due_at: at,
      activated_at: null,
      closed_at: null,
      close_reason: null,
      version: 1,
    })
    .execute();
  return id;
}
