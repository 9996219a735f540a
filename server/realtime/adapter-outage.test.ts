import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import type { SocketClosing } from '../../common/realtime.js';
import { chatCast, socketPool, urlOf } from '../test/chat.js';
import { hasRedisServer, startRedisServer } from '../test/redis-server.js';
import { buildTestApp, type TestApp } from '../test/test-app.js';

// Built by hand, not with useTestApp: each test stops and restarts a Redis of its own under its
// app.

// While the instances' Redis is away, pushes from one instance to the sockets of another are
// lost; the sockets stay connected, so their catch-up (which runs on a reconnection) would never
// run. When Redis is back, the server ends its sockets with a hint to come back at once.

let t: TestApp | undefined;
let redis: Awaited<ReturnType<typeof startRedisServer>> | undefined;
const pool = socketPool();
afterEach(async () => {
  pool.closeAll();
  await t?.close();
  await redis?.stop();
  t = undefined;
  redis = undefined;
});

describe.runIf(hasRedisServer())('the socket adapter through a Redis outage', () => {
  it('asks every socket to reconnect once Redis is back, so it catches up', async () => {
    redis = await startRedisServer();
    let logged = '';
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged += chunk.toString();
        done();
      },
    });
    t = await buildTestApp({ env: { REDIS_URL: redis.url, LOG_LEVEL: 'warn' }, logStream });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const cast = await chatCast(t);
    const socket = await pool.connect(urlOf(t.app.server.address()), cast.editor);
    const hints: SocketClosing[] = [];
    socket.on('closing', (hint) => hints.push(hint));
    const ended = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    await redis.stop();
    const subscriberLost = /"client":"subscriber".*realtime redis connection error/;
    while (!subscriberLost.test(logged)) await new Promise((r) => setTimeout(r, 100));
    // Still connected through the outage: nothing tells it that it missed anything yet.
    expect(socket.connected).toBe(true);
    await redis.start();

    expect(await ended).toBe('io server disconnect');
    expect(hints).toEqual([{ reason: 'missedPushes', reconnect: true }]);
  }, 30_000);

  it('closes at once while Redis is away, without waiting for it to come back', async () => {
    redis = await startRedisServer();
    const app = await buildTestApp({ env: { REDIS_URL: redis.url } });
    await redis.stop();
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
