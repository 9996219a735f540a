import type { Redis as RedisClient } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { AppError } from '../../errors.js';
import { closeRedis, failFastRedis, type RedisStateListener } from './redis-connection.js';

/** The outcome of counting one attempt against a key. */
export type RateLimitResult = {
  allowed: boolean;
  retryAfterMs: number;
  /** Attempts counted for the key in its current window, this one included. */
  attempts: number;
};

/** Where a limiter keeps its counts right now, for the readiness report. */
export type RateLimitStore = { kind: 'memory' } | { kind: 'redis'; connected: boolean };

/** Fixed-window attempt counter shared by the rules that must slow down guessing. */
export interface RateLimiter {
  /** Counts one attempt for `key`; refuses once more than `limit` fall in the window. */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** Whether one more attempt for `key` would still be within `limit`, without counting one. */
  peek(key: string, limit: number): Promise<RateLimitResult>;
  /** Where the counts live now; absent on stand-ins that only count in memory. */
  store?(): RateLimitStore;
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

/**
 * rate-limiter-flexible fixes points and duration per limiter object, while our rules pass
 * them per call; one object per (limit, window) pair is made on first use. The pairs come from
 * code and configuration, so there are a handful.
 */
function limiterPerRule(make: (points: number, duration: number) => RateLimiterAbstract) {
  const made = new Map<string, { points: number; limiter: RateLimiterAbstract }>();
  const forRule = (points: number, windowMs: number) => {
    // Durations are whole seconds in rate-limiter-flexible.
    const duration = Math.max(1, Math.ceil(windowMs / 1000));
    const id = `${points}:${duration}`;
    let entry = made.get(id);
    if (!entry) {
      entry = { points, limiter: make(points, duration) };
      made.set(id, entry);
    }
    return entry.limiter;
  };
  const limiter: Omit<RateLimiter, 'close' | 'store'> = {
    async hit(key, limit, windowMs) {
      try {
        const res = await forRule(limit, windowMs).consume(key);
        return {
          allowed: true,
          retryAfterMs: Math.max(0, res.msBeforeNext),
          attempts: res.consumedPoints,
        };
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes)
          return {
            allowed: false,
            retryAfterMs: Math.max(0, refusal.msBeforeNext),
            attempts: refusal.consumedPoints,
          };
        throw refusal;
      }
    },
    async peek(key, limit) {
      // A peek names no window: read the key from each rule with this limit (a key belongs to one).
      for (const entry of made.values()) {
        if (entry.points !== limit) continue;
        const res = await entry.limiter.get(key);
        if (res && res.msBeforeNext > 0)
          return {
            allowed: res.consumedPoints < limit,
            retryAfterMs: Math.max(0, res.msBeforeNext),
            attempts: res.consumedPoints,
          };
      }
      return { allowed: true, retryAfterMs: 0, attempts: 0 };
    },
  };
  return limiter;
}

/** In-process counter: right for one server; several servers share limits through Redis. */
export function memoryRateLimiter(): RateLimiter {
  const rules = limiterPerRule(
    (points, duration) => new RateLimiterMemory({ points, duration, keyPrefix: 'rl' }),
  );
  return { ...rules, store: () => ({ kind: 'memory' }), async close() {} };
}

/**
 * Redis counter, so every instance behind a load balancer sees one count. While Redis is away
 * each rule counts in this process instead (its insurance limiter), so requests keep answering
 * under per-instance limits, and counting returns to Redis by itself when it comes back
 * (docs/decisions/013-redis-outage.md). A Redis error never reaches the caller.
 */
export function redisRateLimiter(
  url: string,
  prefix = 'crewcast:rl:',
  onState?: RedisStateListener,
): RateLimiter {
  const redis: RedisClient = failFastRedis(url, onState);
  const rules = limiterPerRule(
    (points, duration) =>
      new RateLimiterRedis({
        storeClient: redis,
        points,
        duration,
        keyPrefix: prefix.replace(/:$/, ''),
        // Not connected: go to the insurance limiter at once rather than try Redis.
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory({ points, duration, keyPrefix: 'rl' }),
      }),
  );
  return {
    ...rules,
    store: () => ({ kind: 'redis', connected: redis.status === 'ready' }),
    close: () => closeRedis(redis),
  };
}
