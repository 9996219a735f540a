import type { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import type { Server } from 'socket.io';
import { loadOptionalPackage } from '../integrations/optional-package.js';
import { handleSubscriptionFailures } from '../integrations/redis-subscriptions.js';

type Log = { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };

/**
 * The publishing and subscribing connections of the Socket.IO Redis adapter, made so that Redis
 * going away never ends the process: errors are logged, not thrown; a publish while Redis is
 * away fails at once (no offline queue piling up) and is dropped, since delivery on this
 * instance does not need it; the subscriber waits for Redis and re-subscribes when it returns,
 * and then `onRestored` is told: pushes between instances were lost meanwhile.
 */
export function adapterRedisClients(
  url: string,
  log: Log,
  onRestored: () => void = () => {},
): { pub: Redis; sub: Redis } {
  const { Redis: RedisClient } = loadOptionalPackage<{ Redis: typeof Redis }>('ioredis');
  const pub = new RedisClient(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  const sub = new RedisClient(url, { maxRetriesPerRequest: null });

  const publish = pub.publish.bind(pub) as (channel: string, message: string) => Promise<number>;
  let dropped = 0;
  // The adapter publishes without awaiting; an unhandled rejection would end the process.
  (pub as { publish: unknown }).publish = (channel: string, message: string) =>
    publish(channel, message).catch((err: unknown) => {
      if (dropped++ === 0) log.warn({ err }, 'realtime redis publish failed; delivering locally');
      return 0;
    });

  handleSubscriptionFailures(sub);

  for (const [name, client] of [
    ['publisher', pub],
    ['subscriber', sub],
  ] as const) {
    let down = false;
    client.on('error', (err: unknown) => {
      if (!down) log.warn({ err, client: name }, 'realtime redis connection error');
      down = true;
    });
    client.on('ready', () => {
      if (down) log.info({ client: name }, 'realtime redis connection restored');
      if (down && name === 'subscriber') onRestored();
      down = false;
      dropped = 0;
    });
  }
  return { pub, sub };
}

/**
 * Carries the pushes of `io` between instances over Redis. When Redis is back after an outage,
 * `onRestored` is told: every socket here may have missed pushes from other instances (and
 * theirs from this one).
 */
export function useRedisAdapter(
  io: Server,
  url: string,
  log: Log,
  onRestored: () => void,
): { pub: Redis; sub: Redis } {
  const redis = adapterRedisClients(url, log, onRestored);
  const adapter = loadOptionalPackage<{ createAdapter: typeof createAdapter }>(
    '@socket.io/redis-adapter',
  );
  io.adapter(adapter.createAdapter(redis.pub, redis.sub, { key: 'crewcast:socket.io' }));
  return redis;
}
