import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasRedisServer, startRedisServer } from '../../test/redis-server.js';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './rate-limiter.js';

async function countsWithinAWindow(limiter: RateLimiter) {
  const key = `k-${randomUUID()}`;
  const results = [];
  expect((await limiter.peek(key, 3)).allowed).toBe(true);
  for (let i = 0; i < 2; i += 1) results.push(await limiter.hit(key, 3, 60_000));
  // Peeking counts nothing: the third attempt is still allowed after it.
  expect((await limiter.peek(key, 3)).allowed).toBe(true);
  expect((await limiter.peek(key, 3)).allowed).toBe(true);
  results.push(await limiter.hit(key, 3, 60_000));
  expect((await limiter.peek(key, 3)).allowed).toBe(false);
  results.push(await limiter.hit(key, 3, 60_000));
  expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
  expect(results[3]!.retryAfterMs).toBeGreaterThan(0);
  expect(results[3]!.retryAfterMs).toBeLessThanOrEqual(60_000);
  // Another key has its own count.
  expect((await limiter.hit(`${key}-other`, 3, 60_000)).allowed).toBe(true);
}

export async function until(check: () => boolean, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Waits until the limiter counts in Redis (it counts in memory until the first connect). */
export async function connected(limiter: RateLimiter, timeoutMs = 5000) {
  await until(() => {
    const store = limiter.store?.();
    return store?.kind === 'redis' && store.connected;
  }, timeoutMs);
}

/** Runs fn and fails when it takes longer than ms: a limiter must never stall a request. */
export async function within<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await fn();
  expect(Date.now() - started).toBeLessThan(ms);
  return result;
}

describe('rate limiter', () => {
  afterEach(() => void vi.useRealTimers());

  it('in memory refuses past the limit and forgets the count when the window ends', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const limiter = memoryRateLimiter();
    await countsWithinAWindow(limiter);
    expect((await limiter.hit('w', 1, 1000)).allowed).toBe(true);
    expect((await limiter.hit('w', 1, 1000)).allowed).toBe(false);
    expect((await limiter.peek('w', 1)).allowed).toBe(false);
    vi.advanceTimersByTime(1001);
    expect((await limiter.peek('w', 1)).allowed).toBe(true);
    expect((await limiter.hit('w', 1, 1000)).allowed).toBe(true);
    expect(limiter.store?.()).toEqual({ kind: 'memory' });
  });

  // CI sets TEST_REDIS_URL to the Redis server it runs; a developer without one runs the memory case.
  it.runIf(process.env.TEST_REDIS_URL)('in Redis shares one count across instances', async () => {
    const a = redisRateLimiter(process.env.TEST_REDIS_URL!, `crewcast-test:${randomUUID()}:`);
    try {
      await connected(a);
      await countsWithinAWindow(a);
    } finally {
      await a.close();
    }
    const prefix = `crewcast-test:${randomUUID()}:`;
    const first = redisRateLimiter(process.env.TEST_REDIS_URL!, prefix);
    const second = redisRateLimiter(process.env.TEST_REDIS_URL!, prefix);
    try {
      await Promise.all([connected(first), connected(second)]);
      expect((await first.hit('shared', 1, 60_000)).allowed).toBe(true);
      expect((await second.hit('shared', 1, 60_000)).allowed).toBe(false);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

// Starts its own redis-server on a spare port, so it can stop it mid-test.
describe.runIf(hasRedisServer())('rate limiter during a Redis outage', () => {
  it('keeps answering with in-process limits while Redis is down and shares counts again after', async () => {
    const redis = await startRedisServer();
    const prefix = `crewcast-test:${randomUUID()}:`;
    const a = redisRateLimiter(redis.url, prefix);
    const b = redisRateLimiter(redis.url, prefix);
    try {
      await Promise.all([connected(a), connected(b)]);
      expect((await a.hit('before', 1, 60_000)).allowed).toBe(true);
      expect((await b.hit('before', 1, 60_000)).allowed).toBe(false);

      await redis.stop();
      await until(
        () => a.store?.().kind === 'redis' && !(a.store() as { connected: boolean }).connected,
        5000,
      );
      // Every call answers at once, and each instance still enforces the limit on its own.
      const during = [];
      for (let i = 0; i < 3; i += 1)
        during.push(await within(1500, () => a.hit('during', 2, 60_000)));
      expect(during.map((r) => r.allowed)).toEqual([true, true, false]);
      expect(during[2]!.retryAfterMs).toBeGreaterThan(0);
      expect((await within(1500, () => a.peek('during', 2))).allowed).toBe(false);
      expect((await within(1500, () => b.hit('during', 2, 60_000))).allowed).toBe(true);

      await redis.start();
      await Promise.all([connected(a, 10_000), connected(b, 10_000)]);
      expect((await a.hit('after', 1, 60_000)).allowed).toBe(true);
      expect((await b.hit('after', 1, 60_000)).allowed).toBe(false);
    } finally {
      await a.close();
      await b.close();
      await redis.stop();
    }
  }, 30_000);

  it('starts while Redis is down and moves to Redis once it is up', async () => {
    const redis = await startRedisServer();
    await redis.stop();
    const states: boolean[] = [];
    const limiter = redisRateLimiter(redis.url, `crewcast-test:${randomUUID()}:`, (s) =>
      states.push(s.connected),
    );
    try {
      expect((await within(1500, () => limiter.hit('k', 1, 60_000))).allowed).toBe(true);
      expect((await within(1500, () => limiter.hit('k', 1, 60_000))).allowed).toBe(false);
      await until(() => states.length > 0, 5000);
      expect(states).toEqual([false]);
      await redis.start();
      await connected(limiter, 10_000);
      // The outage and the return are each told once, however many retries there were.
      expect(states).toEqual([false, true]);
    } finally {
      await limiter.close();
      await redis.stop();
    }
  }, 30_000);
});
