import { afterEach } from 'vitest';
import { buildApp } from '../app.js';
import { memoryRateLimiter } from '../integrations/rate-limit/rate-limiter.js';
import { chatCast, socketPool, urlOf } from './chat.js';
import { buildTestApp } from './test-app.js';

/**
 * Two apps on one database, each with its own Socket.IO server, joined through the Redis at
 * `redisUrl`, both listening, with the chat cast. The second app is built beside the test app
 * rather than through it: a second test app would bring a second database.
 */
export async function startTwoChatInstances(redisUrl: string) {
  const t = await buildTestApp({ env: { REDIS_URL: redisUrl } });
  const limiter = memoryRateLimiter();
  const second = await buildApp({
    config: t.config,
    db: t.db,
    mailer: { kind: 'smtp', send: async () => {}, close: async () => {} },
    limiter,
  });
  second.addHook('onClose', async () => limiter.close());
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  await second.listen({ port: 0, host: '127.0.0.1' });
  return {
    t,
    second,
    /** The first instance's base URL. */
    one: urlOf(t.app.server.address()),
    /** The second instance's base URL. */
    two: urlOf(second.server.address()),
    cast: await chatCast(t),
    async close() {
      await second.close();
      await t.close();
    },
  };
}

/**
 * The life cycle of a two-instance chat test file: `start(redisUrl)` inside a test brings both
 * instances up; after each test every socket of `pool` and both instances are closed.
 */
export function useTwoChatInstances() {
  const pool = socketPool();
  let running: Awaited<ReturnType<typeof startTwoChatInstances>> | undefined;
  afterEach(async () => {
    pool.closeAll();
    await running?.close();
    running = undefined;
  });
  return {
    pool,
    async start(redisUrl: string) {
      running = await startTwoChatInstances(redisUrl);
      return running;
    },
  };
}
