import http from 'node:http';
import { callRoute } from '../../test/call-route.js';
import { fillPath } from '../../../common/api/contract.js';
import { driveRoutes, uploadUri } from '../../../common/api/drive.js';
import net, { type AddressInfo } from 'node:net';
import { beforeAll, describe, expect, test } from 'vitest';
import { anotherInstance } from '../../test/test-app.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import {
  fakeMp4,
  fileRow,
  patchHeaders,
  sendBytes,
  sha256,
  startUpload,
  tusHeaders,
} from '../../test/drive.js';

// These tests need a real socket: a connection cut mid-body cannot be simulated by inject().

let base: string;
const app = useTestApp();
beforeAll(async () => {
  await app().app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app().app.server.address() as AddressInfo).port}`;
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A tus PATCH over the socket: `body` from `offset` on, with `extra` headers over the usual. */
const patchOver = (
  user: TestUser,
  uri: string,
  offset: number,
  body: Buffer,
  extra: Record<string, string> = {},
) => fetch(`${base}${uri}`, { method: 'PATCH', headers: patchHeaders(user, offset, extra), body });

/** Opens a PATCH for the rest of the file, writes `bytes` of it, and leaves the request open. */
function openPatch(user: TestUser, uri: string, total: number, offset: number) {
  const request = http.request(`${base}${uri}`, {
    method: 'PATCH',
    headers: patchHeaders(user, offset, { 'content-length': String(total - offset) }),
  });
  const ended = new Promise<number | 'cut'>((resolve) => {
    request.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    request.on('error', () => resolve('cut'));
  });
  return { request, ended };
}

/** One of the drive's routes that act on an upload by its id. */
const onUpload = (
  route:
    | typeof driveRoutes.progress
    | typeof driveRoutes.pause
    | typeof driveRoutes.resume
    | typeof driveRoutes.cancel,
  user: TestUser,
  id: string,
) => callRoute(app(), route, user, { params: { id } }).then((r) => r.raw);

async function progressOf(user: TestUser, id: string) {
  return (await onUpload(driveRoutes.progress, user, id)).json<{
    bytesReceived: number;
    paused: boolean;
    state: string;
    uploadProgress: number;
  }>();
}

/** Waits until the server has stored at least `bytes` of the upload. */
async function waitForBytes(user: TestUser, id: string, bytes: number) {
  for (let i = 0; i < 200; i += 1) {
    if ((await progressOf(user, id)).bytesReceived >= bytes) return;
    await sleep(20);
  }
  throw new Error(`server never stored ${bytes} bytes`);
}

/** HEAD the upload until the lock of a cut request is gone; returns the stored offset. */
async function headOffset(user: TestUser, uri: string): Promise<number> {
  for (let i = 0; i < 100; i += 1) {
    const res = await fetch(`${base}${uri}`, { method: 'HEAD', headers: tusHeaders(user) });
    if (res.status === 200) return Number(res.headers.get('upload-offset'));
    await sleep(50);
  }
  throw new Error('HEAD never answered 200');
}

describe('resuming', () => {
  test('a connection cut halfway resumes from the last byte stored, and the SHA-256 matches', async () => {
    const partner = await createUser(app());
    const bytes = fakeMp4(4 * 1024 * 1024);
    const half = bytes.length / 2;
    const { uri, upload_id: id } = (
      await startUpload(app(), partner, { size: bytes.length })
    ).json();

    const first = openPatch(partner, uri, bytes.length, 0);
    first.request.write(bytes.subarray(0, half));
    await waitForBytes(partner, id, half);
    first.request.destroy();
    expect(await first.ended).toBe('cut');

    const offset = await headOffset(partner, uri);
    expect(offset).toBe(half);
    const progress = await progressOf(partner, id);
    expect(progress).toMatchObject({ state: 'uploading', bytesReceived: half, uploadProgress: 50 });

    const rest = await patchOver(partner, uri, offset, bytes.subarray(offset));
    expect(rest.status).toBe(204);
    const download = await fetch(`${base}${fillPath(driveRoutes.download.path, { fileId: id })}`, {
      headers: partner.headers,
    });
    const back = Buffer.from(await download.arrayBuffer());
    expect(back.length).toBe(bytes.length);
    expect(sha256(back)).toBe(sha256(bytes));
    expect(await fileRow(app(), id)).toMatchObject({ sha256: sha256(bytes), state: 'finished' });
  });

  test('an upload survives a server restart and finishes with the right SHA-256', async () => {
    const partner = await createUser(app());
    const bytes = fakeMp4(600_000);
    const { uri, upload_id: id } = (
      await startUpload(app(), partner, { size: bytes.length })
    ).json();
    expect((await sendBytes(app(), partner, uri, 0, bytes.subarray(0, 250_000))).statusCode).toBe(
      204,
    );

    // A second server on the same database and files, as after a restart: no hash in memory.
    const restarted = await anotherInstance(app());
    try {
      const head = await restarted.inject({
        method: 'HEAD',
        url: uri,
        headers: tusHeaders(partner),
      });
      expect(head.headers['upload-offset']).toBe('250000');
      const rest = await restarted.inject({
        method: 'PATCH',
        url: uri,
        headers: patchHeaders(partner, 250_000),
        payload: bytes.subarray(250_000),
      });
      expect(rest.statusCode).toBe(204);
      const { raw: download } = await callRoute({ app: restarted }, driveRoutes.download, partner, {
        params: { fileId: id },
      });
      expect(sha256(download.rawPayload)).toBe(sha256(bytes));
      expect((await fileRow(app(), id))?.sha256).toBe(sha256(bytes));
    } finally {
      await restarted.close();
    }
  });
});

describe('the PATCH protocol over a real socket', () => {
  test('a 2 MiB PNG sent as a video gets a clean 415 the browser can read', async () => {
    const partner = await createUser(app());
    const png = Buffer.concat([
      Buffer.from('89504e470d0a1a0a', 'hex'),
      Buffer.alloc(2 * 1024 * 1024 - 8, 1),
    ]);
    const { uri, upload_id: id } = (await startUpload(app(), partner, { size: png.length })).json();
    const res = await patchOver(partner, uri, 0, png);
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
      'unsupported_file_type',
    );
    expect(await fileRow(app(), id)).toBeUndefined();
  });

  test('a 40 MiB PNG sent as a video in one PATCH gets a 415 the client can read, not a cut connection', async () => {
    const partner = await createUser(app());
    const png = Buffer.concat([
      Buffer.from('89504e470d0a1a0a', 'hex'),
      Buffer.alloc(40 * 1024 * 1024 - 8, 1),
    ]);
    const { uri, upload_id: id } = (await startUpload(app(), partner, { size: png.length })).json();
    // A browser reads the answer only once its whole body is sent: a server that stops reading
    // and closes makes that send fail, and the browser sees a reset connection, not the 415.
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(Number(new URL(base).port), '127.0.0.1');
      const headers = patchHeaders(partner, 0, { 'content-length': String(png.length) });
      const head = [
        `PATCH ${uri} HTTP/1.1`,
        'host: 127.0.0.1',
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        '',
        '',
      ].join('\r\n');
      let received = '';
      socket.on('error', (error) => resolve(`cut: ${error.message}`));
      socket.write(head);
      socket.write(png, (error) => {
        if (error) return;
        socket.on('data', (chunk: Buffer) => {
          received += chunk.toString();
          if (/\r\n\r\n[\s\S]*\}$/.test(received)) {
            socket.end();
            resolve(received);
          }
        });
      });
    });
    expect(answer).toMatch(/^HTTP\/1\.1 415 /);
    expect(answer).not.toMatch(/^connection: close/im);
    expect(answer).toContain('"code":"unsupported_file_type"');
    expect(await fileRow(app(), id)).toBeUndefined();
  });

  test('tus HEAD answers carry the same security headers as every other answer', async () => {
    const partner = await createUser(app());
    const { uri } = (await startUpload(app(), partner, { size: 1000 })).json();
    const api = await fetch(`${base}${driveRoutes.files.path}`, { headers: partner.headers });
    const head = await fetch(`${base}${uri}`, { method: 'HEAD', headers: tusHeaders(partner) });
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe('0');
    expect(head.headers.get('upload-length')).toBe('1000');
    expect(head.headers.get('cache-control')).toBe('no-store');
    for (const name of ['x-content-type-options', 'content-security-policy', 'x-frame-options'])
      expect([name, head.headers.get(name)]).toEqual([name, api.headers.get(name)]);
    expect(head.headers.get('x-content-type-options')).toBe('nosniff');
    const gone = await fetch(`${base}${uploadUri('Raw footage', '0'.repeat(32))}`, {
      method: 'HEAD',
      headers: tusHeaders(partner),
    });
    expect(gone.status).toBe(404);
    expect(gone.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('a chunked body without Content-Length is stored, and one past the size is refused', async () => {
    const partner = await createUser(app());
    const bytes = fakeMp4(300_000);
    const chunked = (body: Buffer, uri: string, offset = 0) =>
      new Promise<number>((resolve, reject) => {
        const request = http.request(`${base}${uri}`, {
          method: 'PATCH',
          headers: patchHeaders(partner, offset, { 'transfer-encoding': 'chunked' }),
        });
        request.on('response', (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        request.on('error', reject);
        request.write(body.subarray(0, 100_000));
        request.end(body.subarray(100_000));
      });
    const ok = (await startUpload(app(), partner, { size: bytes.length })).json();
    expect(await chunked(bytes, ok.uri)).toBe(204);
    expect((await progressOf(partner, ok.upload_id)).state).toBe('finished');

    const short = (await startUpload(app(), partner, { size: 200_000 })).json();
    expect(await chunked(bytes, short.uri)).toBe(413);
  });

  test.each([
    [{ 'tus-resumable': '0.2.2' }, 412],
    [{ 'upload-offset': 'x' }, 400],
    [{ 'content-type': 'text/plain' }, 415],
  ])('refuses a PATCH with %j (%i) and stores nothing', async (bad, status) => {
    const partner = await createUser(app());
    const { uri, upload_id: id } = (await startUpload(app(), partner, { size: 1000 })).json();
    const res = await patchOver(partner, uri, 0, fakeMp4(1000), bad);
    expect(res.status).toBe(status);
    expect((await progressOf(partner, id)).bytesReceived).toBe(0);
  });
});

describe('pausing a request in flight', () => {
  test('pause cuts the request, keeps the bytes, refuses more until resumed, then finishes', async () => {
    const partner = await createUser(app());
    const bytes = fakeMp4(3 * 1024 * 1024);
    const part = 1024 * 1024;
    const { uri, upload_id: id } = (
      await startUpload(app(), partner, { size: bytes.length })
    ).json();

    const running = openPatch(partner, uri, bytes.length, 0);
    running.request.write(bytes.subarray(0, part));
    await waitForBytes(partner, id, part);
    const paused = await onUpload(driveRoutes.pause, partner, id);
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ paused: true, state: 'paused' });
    // The server cut the body off: the request never completes.
    expect(await running.ended).toBe('cut');

    const offset = await headOffset(partner, uri);
    expect(offset).toBe(part);
    const whilePaused = await patchOver(partner, uri, offset, bytes.subarray(offset));
    expect(whilePaused.status).toBe(423);
    expect(((await whilePaused.json()) as { error: { code: string } }).error.code).toBe(
      'upload_paused',
    );
    expect((await progressOf(partner, id)).bytesReceived).toBe(part);

    const resumed = await onUpload(driveRoutes.resume, partner, id);
    expect(resumed.json()).toMatchObject({
      paused: false,
      state: 'uploading',
      bytesReceived: part,
    });
    const rest = await patchOver(partner, uri, offset, bytes.subarray(offset));
    expect(rest.status).toBe(204);
    const done = await progressOf(partner, id);
    expect(done).toMatchObject({ state: 'finished', uploadProgress: 100 });
    expect((await fileRow(app(), id))?.sha256).toBe(sha256(bytes));
  });

  test('cancel cuts the request and deletes the partial file and its record', async () => {
    const partner = await createUser(app());
    const bytes = fakeMp4(2 * 1024 * 1024);
    const { uri, upload_id: id } = (
      await startUpload(app(), partner, { size: bytes.length })
    ).json();
    const running = openPatch(partner, uri, bytes.length, 0);
    running.request.write(bytes.subarray(0, 512 * 1024));
    await waitForBytes(partner, id, 512 * 1024);
    expect((await onUpload(driveRoutes.cancel, partner, id)).json()).toEqual({ ok: true });
    expect(await running.ended).toBe('cut');
    expect((await onUpload(driveRoutes.progress, partner, id)).statusCode).toBe(404);
    const head = await fetch(`${base}${uri}`, { method: 'HEAD', headers: tusHeaders(partner) });
    expect(head.status).toBe(404);
    expect(await fileRow(app(), id)).toBeUndefined();
  });
});
