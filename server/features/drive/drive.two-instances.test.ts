import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../app.js';
import { memoryRateLimiter } from '../../integrations/rate-limit/rate-limiter.js';
import { createUser } from '../../test/factories.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import {
  fakeMp4,
  fileRow,
  patchHeaders,
  bytesReceivedBy,
  stalledPatch,
  sha256,
  startUpload,
  tusHeaders,
} from '../../test/drive.js';

// Built by hand, not with useTestApp: two instances share one database and one Redis.

// Two instances on one database, one files folder and one Redis: a client whose connection to
// A hangs retries on B, and B must not write while A still does.

const redisUrl = process.env.TEST_REDIS_URL;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const baseOf = (app: FastifyInstance) =>
  `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

describe.skipIf(!redisUrl)('two instances sharing one Redis', () => {
  let a: TestApp;
  let b: FastifyInstance;
  beforeAll(async () => {
    a = await buildTestApp({ env: { REDIS_URL: redisUrl ?? '' } });
    b = await buildApp({
      config: a.config,
      db: a.db,
      mailer: { kind: 'smtp', send: async () => {}, close: async () => {} },
      limiter: memoryRateLimiter(),
    });
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    await b.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  test('a HEAD on B takes the upload from a PATCH still open on A, and the upload finishes through B', async () => {
    const partner = await createUser(a);
    const bytes = fakeMp4(400_000);
    const { uri, upload_id: id } = (await startUpload(a, partner, { size: bytes.length })).json();

    // A PATCH on A that sends 100 kB and then hangs, holding the upload's lock.
    const { ended } = stalledPatch(baseOf(a.app), uri, partner, bytes, 100_000);
    const offset = await bytesReceivedBy(a, partner, id, 100_000);
    expect(offset).toBe(100_000);

    const head = await fetch(`${baseOf(b)}${uri}`, {
      method: 'HEAD',
      headers: tusHeaders(partner),
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe('100000');
    // A let go of the upload when B asked: its request was cut, so it can write no more.
    expect(await Promise.race([ended, sleep(3000).then(() => 'still writing')])).toBe('cut');

    const rest = await fetch(`${baseOf(b)}${uri}`, {
      method: 'PATCH',
      headers: patchHeaders(partner, 100_000),
      body: bytes.subarray(100_000),
    });
    expect(rest.status).toBe(204);
    expect((await fileRow(a, id))?.sha256).toBe(sha256(bytes));
  });

  test('two PATCHes of one upload sent to A and B at the same moment leave no lock behind', async () => {
    const partner = await createUser(a);
    const redis = new Redis(redisUrl ?? '');
    try {
      for (let pair = 0; pair < 6; pair += 1) {
        const bytes = fakeMp4(3_000_000);
        const { uri, upload_id: id } = (
          await startUpload(a, partner, { size: bytes.length })
        ).json();
        const send = (base: string) =>
          fetch(`${base}${uri}`, {
            method: 'PATCH',
            headers: patchHeaders(partner, 0),
            body: bytes,
          }).then(
            (res) => res.status,
            () => 'cut',
          );
        // Each is stored, cut (what it wrote stays), or refused with 409 as the other had
        // stored bytes first: never a 500 after a long wait.
        const answers = await Promise.all([send(baseOf(a.app)), send(baseOf(b))]);
        for (const answer of answers) expect([204, 409, 'cut']).toContain(answer);
        expect(await redis.exists(`crewcast:upload-lock:${id}`)).toBe(0);
        const started = Date.now();
        const head = await fetch(`${baseOf(b)}${uri}`, {
          method: 'HEAD',
          headers: tusHeaders(partner),
        });
        expect(head.status).toBe(200);
        expect(Date.now() - started).toBeLessThan(2_000);
        // The client resumes from the stored offset, as after any cut.
        const offset = Number(head.headers.get('upload-offset'));
        if (offset < bytes.length) {
          const rest = await fetch(`${baseOf(b)}${uri}`, {
            method: 'PATCH',
            headers: patchHeaders(partner, offset),
            body: bytes.subarray(offset),
          });
          expect(rest.status).toBe(204);
        }
        expect((await fileRow(a, id))?.sha256).toBe(sha256(bytes));
      }
    } finally {
      redis.disconnect();
    }
  }, 120_000);
});
