import type { Redis as RedisClient } from 'ioredis';
import { loadOptionalPackage } from '../optional-package.js';

/** Told when Redis goes away and when it is back, once per change, never on every retry. */
export type RedisStateListener = (state: { connected: boolean; error?: Error }) => void;

/**
 * An ioredis client for counters that must never wait on, or crash with, an absent Redis:
 * - `enableOfflineQueue: false`: a command while disconnected fails at once instead of queueing;
 * - `maxRetriesPerRequest: 1` and `commandTimeout`: a command cut by a dropped or hung connection
 *   fails within about a second instead of stalling the request that waits on it;
 * - reconnects forever (at most every 2 s), so counting moves back to Redis by itself;
 * - an `error` listener, because an EventEmitter's unheard `error` ends the process.
 * Callers fall back to in-process counting whenever a command fails.
 */
export function failFastRedis(
  url: string,
  onState: RedisStateListener = () => {},
  { connectTimeoutMs = 2000 } = {},
): RedisClient {
  const { Redis } = loadOptionalPackage<{ Redis: typeof RedisClient }>('ioredis');
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    connectTimeout: connectTimeoutMs,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  // Unknown until the first connect or error; each change is told once.
  let connected: boolean | undefined;
  let failedBeforeFirstConnect = 0;
  redis.on('ready', () => {
    if (connected !== true) onState({ connected: true });
    connected = true;
  });
  redis.on('error', (error: Error) => {
    // The first attempt alone proves nothing: a start that keeps the event loop busy past the
    // connect timeout (migrations, loading) makes the timer fire before the loop sees the socket
    // connected, and the retry 200 ms later succeeds. Two failed attempts in a row are an outage.
    if (connected === undefined && ++failedBeforeFirstConnect < 2) return;
    if (connected !== false) onState({ connected: false, error });
    connected = false;
  });
  redis.on('end', () => {
    connected = false;
  });
  return redis;
}

/** Closes the client without waiting on a Redis that may be gone. */
export async function closeRedis(redis: RedisClient): Promise<void> {
  if (redis.status === 'ready') {
    try {
      await redis.quit();
      return;
    } catch {
      // Dropped between the check and QUIT: disconnect below.
    }
  }
  redis.disconnect();
}
