import { afterAll, describe, expect, test } from 'vitest';
import { hasRedisServer, startRedisServer } from '../../test/redis-server.js';
import { redisUploadLocker } from './redis-upload-locker.js';

const redisUrl = process.env.TEST_REDIS_URL;
const log = { warn() {}, info() {} };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!redisUrl)('upload locks in Redis', () => {
  const a = redisUploadLocker(redisUrl ?? '', log);
  const b = redisUploadLocker(redisUrl ?? '', log);
  afterAll(async () => {
    await a.close();
    await b.close();
  });
  const id = `test-${Date.now()}`;

  test('an upload held by one instance is not taken by another, which asks the holder to let go', async () => {
    let asked = 0;
    const held = a.newLock(id);
    await held.lock(new AbortController().signal, () => {
      asked += 1;
    });
    const waiting = b.newLock(id);
    await expect(waiting.lock(AbortSignal.timeout(600), () => {})).rejects.toBeTruthy();
    expect(asked).toBeGreaterThan(0);

    await held.unlock();
    const taken = b.newLock(id);
    await taken.lock(AbortSignal.timeout(2000), () => {});
    await taken.unlock();
  });

  test('a holder asked to let go that does not stops renewing, so its lock expires', async () => {
    const timing = { lockMs: 800, extendEveryMs: 200, letGoMs: 400 };
    const slowA = redisUploadLocker(redisUrl ?? '', log, timing);
    const slowB = redisUploadLocker(redisUrl ?? '', log, timing);
    try {
      const other = `${id}-stuck`;
      // Its request is stuck: asked to let go, it does nothing and never unlocks.
      await slowA.newLock(other).lock(new AbortController().signal, () => {});
      const taken = slowB.newLock(other);
      await taken.lock(AbortSignal.timeout(5000), () => {});
      await taken.unlock();
    } finally {
      await slowA.close();
      await slowB.close();
    }
  });

  test('a holder that lets go when asked hands the upload over at once', async () => {
    const other = `${id}-handover`;
    const held = a.newLock(other);
    await held.lock(new AbortController().signal, () => void held.unlock());
    const started = Date.now();
    const taken = b.newLock(other);
    await taken.lock(AbortSignal.timeout(5000), () => {});
    expect(Date.now() - started).toBeLessThan(2000);
    await taken.unlock();
  });
});

// A Redis of the test's own, stopped and started again.
describe.runIf(hasRedisServer())('upload locks through a Redis outage', () => {
  test('say once per connection that Redis is gone and once that it is back, and lock again after', async () => {
    const redis = await startRedisServer();
    const lines: string[] = [];
    const locker = redisUploadLocker(redis.url, {
      warn: (_fields, message) => void lines.push(`warn ${message}`),
      info: (_fields, message) => void lines.push(`info ${message}`),
    });
    try {
      const first = locker.newLock('outage');
      await first.lock(AbortSignal.timeout(5000), () => {});
      await first.unlock();

      await redis.stop();
      for (let i = 0; i < 50 && lines.length < 2; i += 1) await sleep(100);
      // Locks asked for while Redis is away fail, and ioredis tries to reconnect meanwhile.
      for (let i = 0; i < 3; i += 1)
        await locker
          .newLock(`outage-${i}`)
          .lock(AbortSignal.timeout(5000), () => {})
          .catch(() => undefined);

      await redis.start();
      const again = locker.newLock('outage');
      await again.lock(AbortSignal.timeout(10_000), () => {});
      await again.unlock();
      const said = () => lines.filter((line) => !line.includes('answer 503'));
      for (let i = 0; i < 50 && said().length < 4; i += 1) await sleep(100);
      // Each connection's "back" comes after everything it said while Redis was away.
      expect(said()).toEqual([
        'warn upload locks: Redis error',
        'warn upload locks: Redis error',
        'info upload locks: Redis reachable again',
        'info upload locks: Redis reachable again',
      ]);
    } finally {
      await locker.close();
      await redis.stop();
    }
  });

  test('refuse at once with 503 and Retry-After while Redis is away, and say so once', async () => {
    const redis = await startRedisServer();
    const lines: string[] = [];
    const locker = redisUploadLocker(redis.url, {
      warn: (_fields, message) => void lines.push(message),
      info: (_fields, message) => void lines.push(message),
    });
    try {
      const first = locker.newLock('away');
      await first.lock(AbortSignal.timeout(5000), () => {});
      await first.unlock();
      await redis.stop();
      for (let i = 0; i < 50 && lines.length < 2; i += 1) await sleep(100);
      for (let i = 0; i < 2; i += 1) {
        const started = Date.now();
        const refused = await locker
          .newLock('away')
          .lock(AbortSignal.timeout(30_000), () => {})
          .then(
            () => undefined,
            (error: unknown) => error,
          );
        expect(Date.now() - started).toBeLessThan(2000);
        expect(refused).toMatchObject({
          code: 'service_unavailable',
          params: { retryAfterSeconds: 5 },
        });
      }
      expect(lines.filter((line) => line.includes('answer 503'))).toHaveLength(1);
    } finally {
      await locker.close();
      await redis.stop();
    }
  });
});
