import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
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

describe('rate limiter', () => {
  it('in memory refuses past the limit and forgets the count when the window ends', async () => {
    let now = 0;
    const limiter = memoryRateLimiter(() => now);
    await countsWithinAWindow(limiter);
    expect((await limiter.hit('w', 1, 1000)).allowed).toBe(true);
    expect((await limiter.hit('w', 1, 1000)).allowed).toBe(false);
    now = 1001;
    expect((await limiter.hit('w', 1, 1000)).allowed).toBe(true);
  });

  // CI sets TEST_REDIS_URL to the Redis server it runs; a developer without one runs the memory case.
  it.runIf(process.env.TEST_REDIS_URL)('in Redis shares one count across instances', async () => {
    const a = redisRateLimiter(process.env.TEST_REDIS_URL!, `crewcast-test:${randomUUID()}:`);
    try {
      await countsWithinAWindow(a);
    } finally {
      await a.close();
    }
    const prefix = `crewcast-test:${randomUUID()}:`;
    const first = redisRateLimiter(process.env.TEST_REDIS_URL!, prefix);
    const second = redisRateLimiter(process.env.TEST_REDIS_URL!, prefix);
    try {
      expect((await first.hit('shared', 1, 60_000)).allowed).toBe(true);
      expect((await second.hit('shared', 1, 60_000)).allowed).toBe(false);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
