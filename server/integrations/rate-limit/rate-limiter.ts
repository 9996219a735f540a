import type { Redis as RedisClient } from 'ioredis';
import { loadOptionalPackage } from '../optional-package.js';
import { AppError } from '../../errors.js';

/** The outcome of counting one attempt against a key. */
export type RateLimitResult = { allowed: boolean; retryAfterMs: number };

/** Fixed-window attempt counter shared by the rules that must slow down guessing. */
export interface RateLimiter {
  /** Counts one attempt for `key`; refuses once more than `limit` fall in the window. */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** Whether one more attempt for `key` would still be within `limit`, without counting one. */
  peek(key: string, limit: number): Promise<RateLimitResult>;
  close(): Promise<void>;
}

/**
 * Counts one attempt for `key` and throws rate_limited (with the wait in minutes and seconds)
 * once more than `max` fall in the window.
 */
export async function enforceLimit(
  limiter: RateLimiter,
  key: string,
  max: number,
  windowMs: number,
): Promise<void> {
  const result = await limiter.hit(key, max, windowMs);
  if (!result.allowed)
    throw new AppError('rate_limited', {
      minutes: Math.max(1, Math.ceil(result.retryAfterMs / 60_000)),
      retryAfterSeconds: Math.ceil(result.retryAfterMs / 1000),
    });
}

/** Throws rate_limited when `key` has already used up `max` attempts, without counting one. */
export async function refuseWhenExhausted(
  limiter: RateLimiter,
  key: string,
  max: number,
): Promise<void> {
  const result = await limiter.peek(key, max);
  if (!result.allowed)
    throw new AppError('rate_limited', {
      minutes: Math.max(1, Math.ceil(result.retryAfterMs / 60_000)),
      retryAfterSeconds: Math.ceil(result.retryAfterMs / 1000),
    });
}

/** In-process counter: right for one server; several servers share limits through Redis. */
export function memoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let sweepAt = now() + 60_000;
  return {
    async hit(key, limit, windowMs) {
      const t = now();
      if (t > sweepAt) {
        for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
        sweepAt = t + 60_000;
      }
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return { allowed: w.count <= limit, retryAfterMs: Math.max(0, w.resetAt - t) };
    },
    async peek(key, limit) {
      const t = now();
      const w = windows.get(key);
      if (!w || w.resetAt <= t) return { allowed: true, retryAfterMs: 0 };
      return { allowed: w.count < limit, retryAfterMs: Math.max(0, w.resetAt - t) };
    },
    async close() {
      windows.clear();
    },
  };
}

/** Redis counter (INCR with an expiry), so every instance behind a load balancer sees one count. */
export function redisRateLimiter(url: string, prefix = 'crewcast:rl:'): RateLimiter {
  const { Redis } = loadOptionalPackage<{ Redis: typeof RedisClient }>('ioredis');
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  return {
    async hit(key, limit, windowMs) {
      const k = prefix + key;
      const [[, count], [, ttl]] = (await redis.multi().incr(k).pttl(k).exec()) as [
        [null, number],
        [null, number],
      ];
      let remaining = ttl;
      if (ttl < 0) {
        await redis.pexpire(k, windowMs);
        remaining = windowMs;
      }
      return { allowed: count <= limit, retryAfterMs: remaining };
    },
    async peek(key, limit) {
      const k = prefix + key;
      const [[, count], [, ttl]] = (await redis.multi().get(k).pttl(k).exec()) as [
        [null, string | null],
        [null, number],
      ];
      return { allowed: Number(count ?? 0) < limit, retryAfterMs: Math.max(0, ttl) };
    },
    async close() {
      await redis.quit();
    },
  };
}
