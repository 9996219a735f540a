import { afterEach, describe, expect, it } from 'vitest';
import { hasRedisServer, startRedisServer } from '../../test/redis-server.js';
import { closeRedis, failFastRedis } from './redis-connection.js';

const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

/** Keeps the event loop busy, as a start does with its synchronous work. */
function busyFor(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until);
}

describe.runIf(hasRedisServer())('a fail-fast Redis connection', () => {
  it('does not report Redis unreachable when a busy start only delayed the first connect', async () => {
    const server = await startRedisServer();
    stops.push(() => server.stop());
    const states: boolean[] = [];
    const up = new Promise<void>((resolve) => {
      const redis = failFastRedis(
        server.url,
        ({ connected }) => {
          states.push(connected);
          if (connected) resolve();
        },
        { connectTimeoutMs: 50 },
      );
      stops.push(() => closeRedis(redis));
    });
    // Busy while the connect is under way: when the loop comes back, the connect timer is due and
    // fires before the loop sees the socket connected, so the attempt "times out" though Redis
    // answered.
    setImmediate(() => busyFor(200));
    await up;
    expect(states).toEqual([true]);
  });

  it('still reports a Redis that is down at start, once, and its return', async () => {
    const server = await startRedisServer();
    stops.push(() => server.stop());
    await server.stop();
    const states: boolean[] = [];
    let told: () => void = () => {};
    const redis = failFastRedis(server.url, ({ connected }) => {
      states.push(connected);
      told();
    });
    stops.push(() => closeRedis(redis));
    await new Promise<void>((resolve) => (told = resolve));
    expect(states).toEqual([false]);
    const back = new Promise<void>((resolve) => (told = resolve));
    await server.start();
    await back;
    expect(states).toEqual([false, true]);
  });
});
