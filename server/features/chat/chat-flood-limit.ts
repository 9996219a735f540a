import type { Redis } from 'ioredis';
import { tokenBucket, type TokenBucket } from './chat-socket-helpers.js';

/**
 * A token bucket in Redis: `burst` messages at once, refilled at `perSecond`, timed by Redis's
 * own clock so every instance counts alike. Answers 1 when a message may go, 0 otherwise.
 */
const takeScript = `
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1]) or burst
local at = tonumber(state[2]) or now
tokens = math.min(burst, tokens + math.max(0, now - at) / 1000 * rate)
local allowed = 0
if tokens >= 1 then
  tokens = tokens - 1
  allowed = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(burst / rate * 1000) + 1000)
return allowed
`;

/**
 * How many chat messages each user may send, counted per user across all their sockets, and across
 * instances through Redis when there is one. While Redis is away the count falls back to this
 * instance (a user spread over instances then gets each instance's allowance, never none).
 */
export function chatFloodLimit(
  limits: { perSecond: number; burst: number },
  redis?: Redis,
  clock: () => number = Date.now,
) {
  const local = new Map<string, TokenBucket>();
  let sweepAt = clock() + 60_000;
  const idleMs = (limits.burst / limits.perSecond) * 1000 + 1000;

  function takeLocally(uid: string): boolean {
    const t = clock();
    if (t > sweepAt) {
      // A bucket untouched long enough to be full again is the same as no bucket.
      for (const [key, bucket] of local) if (bucket.lastUsed() + idleMs < t) local.delete(key);
      sweepAt = t + 60_000;
    }
    let bucket = local.get(uid);
    if (!bucket) {
      bucket = tokenBucket(limits.perSecond, limits.burst, clock);
      local.set(uid, bucket);
    }
    return bucket.take();
  }

  return {
    /** Takes one message of `uid`'s allowance; false when they are sending too fast. */
    async take(uid: string): Promise<boolean> {
      if (redis?.status !== 'ready') return takeLocally(uid);
      try {
        const allowed = await redis.eval(
          takeScript,
          1,
          `crewcast:chat-flood:${uid}`,
          limits.perSecond,
          limits.burst,
        );
        return allowed === 1;
      } catch {
        return takeLocally(uid);
      }
    },
  };
}

export type ChatFloodLimit = ReturnType<typeof chatFloodLimit>;
