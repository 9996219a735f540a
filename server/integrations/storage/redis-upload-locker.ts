import { setTimeout as sleep } from 'node:timers/promises';
import type * as RedlockPackage from '@sesamecare-oss/redlock';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type { Redis as RedisClient } from 'ioredis';
import { AppError } from '../../errors.js';
import { loadOptionalPackage } from '../optional-package.js';
import { handleSubscriptionFailures } from '../redis-subscriptions.js';

/**
 * How the locks keep time:
 * - lockMs: a lock lives this long unless its holder extends it, so an instance that dies
 *   (kill -9) frees its uploads within seconds; a live holder extends it every extendEveryMs;
 * - letGoMs: a holder asked to let go stops extending after this long even if its request has
 *   not ended (stuck somewhere), so no lock outlives a takeover by more than letGoMs + lockMs;
 * - retryMs, acquireTimeoutMs: how often a waiting request tries again, and for how long (as
 *   @tus/server's own lock).
 */
export type LockTiming = {
  lockMs: number;
  extendEveryMs: number;
  letGoMs: number;
  retryMs: number;
  acquireTimeoutMs: number;
};

const defaultTiming: LockTiming = {
  lockMs: 10_000,
  extendEveryMs: 3_000,
  letGoMs: 5_000,
  retryMs: 100,
  acquireTimeoutMs: 30_000,
};

/** How long a request waits for a Redis connection being opened (at start, or a blip). */
const connectWaitMs = 1_000;
/** What a request for an upload answers while Redis is away: 503, try again in this long. */
const redisAwayRetrySeconds = 5;
const releaseChannel = 'crewcast:upload-lock:release';

const lockKey = (id: string) => `crewcast:upload-lock:${id}`;

/**
 * tus upload locks held in Redis (Redlock), so two instances never write one upload at once. As
 * with @tus/server's in-process lock, a request that waits for an upload asks its holder to let
 * go (a client retrying over a fresh connection takes over): the ask goes to every instance over
 * Redis pub/sub, and the one holding the lock cuts its request.
 */
export function redisUploadLocker(
  url: string,
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void },
  timing: Partial<LockTiming> = {},
): Locker & { close(): Promise<void> } {
  const { lockMs, extendEveryMs, letGoMs, retryMs, acquireTimeoutMs } = {
    ...defaultTiming,
    ...timing,
  };
  const { Redis } = loadOptionalPackage<{ Redis: typeof RedisClient }>('ioredis');
  const { Redlock, ResourceLockedError, ExecutionError } =
    loadOptionalPackage<typeof RedlockPackage>('@sesamecare-oss/redlock');
  const client = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscriber = client.duplicate();
  handleSubscriptionFailures(subscriber);
  // A Redis outage must never end the process: the lock waits, and times out if it lasts. Each
  // connection says once that it is down and once that it is back, not at every reconnect try.
  for (const [name, connection] of [
    ['client', client],
    ['subscriber', subscriber],
  ] as const) {
    let down = false;
    connection.on('error', (error: Error) => {
      if (!down) log.warn({ err: error.message, connection: name }, 'upload locks: Redis error');
      down = true;
    });
    connection.on('ready', () => {
      if (down) log.info({ connection: name }, 'upload locks: Redis reachable again');
      down = false;
    });
  }
  const redlock = new Redlock([client], { retryCount: 0 });
  // The release callback of each upload this instance holds.
  const holders = new Map<string, RequestRelease>();
  void subscriber.subscribe(releaseChannel).catch(() => {});
  subscriber.on('message', (_channel: string, id: string) => void holders.get(id)?.());

  // Without Redis no instance can tell who writes an upload: the request is refused at once
  // (the client tries again), said once per outage, rather than queued until a timeout.
  let refusing = false;
  client.on('ready', () => (refusing = false));
  function refuseWithoutRedis(): AppError {
    if (!refusing)
      log.warn({}, 'upload locks: Redis unreachable, uploads answer 503 until it is back');
    refusing = true;
    return new AppError('service_unavailable', { retryAfterSeconds: redisAwayRetrySeconds });
  }

  /** True once the connection is ready, waiting a moment for one still being opened. */
  async function redisReady(): Promise<boolean> {
    if (client.status === 'ready') return true;
    return new Promise<boolean>((resolve) => {
      const onReady = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        client.off('ready', onReady);
        resolve(false);
      }, connectWaitMs);
      client.once('ready', onReady);
    });
  }

  function newLock(id: string): Lock {
    let held: RedlockPackage.Lock | undefined;
    let extender: NodeJS.Timeout | undefined;
    let letGo: NodeJS.Timeout | undefined;
    let release: RequestRelease | undefined;
    return {
      async lock(signal, requestRelease) {
        const deadline = Date.now() + acquireTimeoutMs;
        for (;;) {
          if (signal.aborted) throw ERRORS.ABORTED;
          if (!(await redisReady())) throw refuseWithoutRedis();
          try {
            held = await redlock.acquire([lockKey(id)], lockMs);
            break;
          } catch (error) {
            if (!(error instanceof ResourceLockedError || error instanceof ExecutionError))
              throw error;
          }
          await client.publish(releaseChannel, id).catch(() => {});
          if (Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
          await sleep(retryMs, undefined, { signal }).catch(() => {});
        }
        release = () => {
          requestRelease();
          letGo ??= setTimeout(() => clearInterval(extender), letGoMs);
          letGo.unref();
        };
        holders.set(id, release);
        extender = setInterval(() => {
          held?.extend(lockMs).then(
            (extended) => (held = extended),
            () => {},
          );
        }, extendEveryMs);
        extender.unref();
      },

      async unlock() {
        clearInterval(extender);
        clearTimeout(letGo);
        if (release && holders.get(id) === release) holders.delete(id);
        const lock = held;
        held = undefined;
        await lock?.release().catch(() => {});
      },
    };
  }

  return {
    newLock,
    async close() {
      subscriber.disconnect();
      client.disconnect();
    },
  };
}
