import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { TestApp } from '../../test/test-app.js';
import type { TestUser } from '../../test/factories.js';

// Fixtures and calls shared by the drive test files.

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
  'tus-resumable': '1.0.0',
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
      'upload-length': String(options.size),
      'upload-metadata': `filename ${Buffer.from(options.name ?? 'clip.mp4').toString('base64')}`,
    }),
  });
}

/** PATCH bytes at `offset` of an upload's uri. */
export function sendBytes(t: TestApp, user: TestUser, uri: string, offset: number, bytes: Buffer) {
  return t.app.inject({
    method: 'PATCH',
    url: uri,
    headers: tusHeaders(user, {
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    }),
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
  return { id, uri, folderId };
}

/** GET an API path as `user`. */
export const get = (t: TestApp, user: TestUser | undefined, url: string, headers = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...user?.headers, ...headers } });

/** Everything the drive keeps: folder and file rows, and the files on disk with their sizes. */
export async function driveSnapshot(t: TestApp) {
  const folders = await t.db.selectFrom('drive_folders').selectAll().orderBy('id').execute();
  const files = (await t.db.selectFrom('drive_files').selectAll().orderBy('id').execute()).map(
    (f) => ({ ...f, size: Number(f.size) }),
  );
  return { folders, files, disk: diskFiles(t) };
}

/** The files under DATA_DIR/files, with their sizes. */
export function diskFiles(t: TestApp): Record<string, number> {
  const dir = path.join(t.config.DATA_DIR, 'files');
  const out: Record<string, number> = {};
  for (const name of readdirSync(dir).sort()) out[name] = statSync(path.join(dir, name)).size;
  return out;
}
