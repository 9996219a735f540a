import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { healthRoutes } from '../../../common/api/health.js';
import { anotherInstance } from '../../test/test-app.js';
import { createUser } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import {
  fakeMp4,
  fileRow,
  patchHeaders,
  sha256,
  stalledPatch,
  startUpload,
  tusHeaders,
  bytesReceivedBy,
} from '../../test/drive.js';
import { downloadGraceMs } from './downloads-in-flight.js';
import { patchGraceMs } from './uploads/patches-in-flight.js';

// A shutdown with an upload's PATCH still streaming: a browser sends a whole file in one PATCH,
// which on a slow uplink outlasts any shutdown limit.

let next: FastifyInstance | undefined;
const app = useTestApp({}, 'test');
beforeEach(async () => {
  await app().app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => {
  await next?.close();
  next = undefined;
});

/**
 * Asks the instance for its health until an answer says `Connection: close`, which every answer
 * does once the app has begun to close; that answer.
 */
async function answerWhileClosing(port: number): Promise<Response> {
  for (let i = 0; i < 200; i += 1) {
    const res = await fetch(`http://127.0.0.1:${port}${healthRoutes.health.path}`);
    if (res.headers.get('connection') === 'close') return res;
  }
  throw new Error('no answer said the instance was closing');
}

test('a PATCH still streaming when the app closes is cut after the grace time, keeping its bytes for the next instance, and other requests are still answered meanwhile', async () => {
  const partner = await createUser(app());
  const bytes = fakeMp4(3_000_000);
  const created = await startUpload(app(), partner, { size: bytes.length });
  const { uri, upload_id: id } = created.json<{ uri: string; upload_id: string }>();
  const port = (app().app.server.address() as AddressInfo).port;

  // The client sends a first megabyte and then nothing more for now: a slow link.
  const { ended } = stalledPatch(`http://127.0.0.1:${port}`, uri, partner, bytes, 1_000_000);
  const received = await bytesReceivedBy(app(), partner, id, 1_000_000);
  expect(received).toBe(1_000_000);

  const closing = Date.now();
  const closed = app().app.close();
  // Meanwhile the instance still answers what reaches it, and asks the client to go elsewhere.
  const during = await answerWhileClosing(port);
  expect(during.status).toBe(200);
  await closed;
  const took = Date.now() - closing;
  // It waited the grace time for the request to end by itself, then cut it; no longer.
  expect(took).toBeGreaterThanOrEqual(patchGraceMs - 100);
  expect(took).toBeLessThan(patchGraceMs + 3000);
  expect(await ended).toBe('cut');

  // Another instance on the same storage answers where the upload stands and takes the rest.
  next = await anotherInstance(app());
  const head = await next.inject({ method: 'HEAD', url: uri, headers: tusHeaders(partner) });
  expect(head.statusCode).toBe(200);
  expect(head.headers['upload-offset']).toBe('1000000');
  const rest = await next.inject({
    method: 'PATCH',
    url: uri,
    headers: patchHeaders(partner, 1_000_000),
    payload: bytes.subarray(1_000_000),
  });
  expect(rest.statusCode).toBe(204);
  expect((await fileRow(app(), id))?.sha256).toBe(sha256(bytes));
});

test('a PATCH that ends within the grace time is answered before the app closes', async () => {
  const partner = await createUser(app());
  const bytes = fakeMp4(200_000);
  const { uri, upload_id: id } = (await startUpload(app(), partner, { size: bytes.length })).json<{
    uri: string;
    upload_id: string;
  }>();
  const port = (app().app.server.address() as AddressInfo).port;
  const { request: patch, ended } = stalledPatch(
    `http://127.0.0.1:${port}`,
    uri,
    partner,
    bytes,
    100_000,
  );
  await bytesReceivedBy(app(), partner, id, 100_000);
  const closed = app().app.close();
  await answerWhileClosing(port);
  patch.end(bytes.subarray(100_000));
  await closed;
  expect(await ended).toBe('answered 204');
  expect((await fileRow(app(), id))?.sha256).toBe(sha256(bytes));
});

test('a download still streaming when the app closes is cut after the grace time, so the close ends', async () => {
  const partner = await createUser(app());
  const bytes = fakeMp4(40_000_000);
  const { uri, upload_id: id } = (await startUpload(app(), partner, { size: bytes.length })).json<{
    uri: string;
    upload_id: string;
  }>();
  const stored = await app().app.inject({
    method: 'PATCH',
    url: uri,
    headers: patchHeaders(partner, 0),
    payload: bytes,
  });
  expect(stored.statusCode).toBe(204);
  const port = (app().app.server.address() as AddressInfo).port;

  // A slow reader: the answer's headers arrive, its body is not read, so it cannot finish.
  const download = await fetch(`http://127.0.0.1:${port}/api/drive/download/${id}`, {
    headers: { authorization: `Bearer ${partner.token}` },
  });
  expect(download.status).toBe(200);

  const closing = Date.now();
  await app().app.close();
  const took = Date.now() - closing;
  expect(took).toBeGreaterThanOrEqual(downloadGraceMs - 100);
  expect(took).toBeLessThan(downloadGraceMs + 3000);
  // The reader gets what was sent and then a cut, which it resumes with a Range elsewhere.
  await expect(download.arrayBuffer()).rejects.toThrow();
});
