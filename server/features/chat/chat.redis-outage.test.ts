import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { chatLimits } from '../../../common/limits.js';
import { buildApp } from '../../app.js';
import { memoryRateLimiter } from '../../integrations/rate-limit/rate-limiter.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { chatCast, eventually, inbox, login, send, socketPool, urlOf } from '../../test/chat.js';

// Two instances joined by a Redis server this test starts and stops itself, on its own port.
const port = 6390;
const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

/** Starts redis-server on `port` without persistence; resolves once it accepts connections. */
async function startRedis(): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no']);
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  return child;
}

async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

describe.runIf(hasRedis)('chat on two instances while Redis goes away and comes back', () => {
  let redis: ChildProcess | undefined;
  let t: TestApp;
  let second: FastifyInstance;
  const pool = socketPool();
  afterEach(async () => {
    pool.closeAll();
    await second.close();
    await t.close();
    if (redis) await stopRedis(redis);
  });

  it('keeps delivering on each instance during the outage and across them again after', async () => {
    redis = await startRedis();
    const redisUrl = `redis://127.0.0.1:${port}`;
    t = await buildTestApp({ env: { REDIS_URL: redisUrl } });
    const limiter = memoryRateLimiter();
    second = await buildApp({
      config: t.config,
      db: t.db,
      mailer: { kind: 'smtp', send: async () => {}, close: async () => {} },
      limiter,
    });
    second.addHook('onClose', async () => limiter.close());
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await second.listen({ port: 0, host: '127.0.0.1' });
    const [one, two] = [urlOf(t.app.server.address()), urlOf(second.server.address())];
    const cast = await chatCast(t);

    let partner = await pool.connect(one, cast.partner);
    const artist = await pool.connect(one, cast.artist);
    let editor = await pool.connect(two, cast.editor);
    let partnerBox = inbox(partner);
    const artistBox = inbox(artist);
    const crossed = async (body: string) => {
      // The subscriptions may take a moment: send until one crosses over.
      await eventually(async () => {
        expect((await send(editor, { type: 'Direct', to: cast.partner.uid, body })).ok).toBe(true);
        await new Promise((r) => setTimeout(r, 100));
        expect(partnerBox.map((m) => m.body)).toContain(body);
      }, 15_000);
    };
    await crossed('before the outage');

    // The flood limit counts one user's sockets on both instances together.
    const partnerOnTwo = await pool.connect(two, cast.partner);
    const acks = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        send(i % 2 ? partner : partnerOnTwo, {
          type: 'Direct',
          to: cast.editor.uid,
          body: `f${i}`,
        }),
      ),
    );
    expect(acks.filter((a) => a.ok).length).toBeLessThan(chatLimits.messagesBurst + 3);
    partnerOnTwo.close();

    await stopRedis(redis);
    redis = undefined;
    // Publishing now fails; the process must live on and deliver on this instance.
    await new Promise((r) => setTimeout(r, 1500));
    await new Promise((r) =>
      setTimeout(r, (1000 / chatLimits.messagesPerSecond) * chatLimits.messagesBurst),
    );
    const during = await send(partner, { type: 'Direct', to: cast.artist.uid, body: 'during' });
    expect(during.ok).toBe(true);
    await eventually(() => expect(artistBox.map((m) => m.body)).toContain('during'));
    const presence = await login(partner, cast.partner.uid);
    expect(presence.ok && presence.online).toContain(cast.artist.uid);
    // Sent to the other instance's user: stored, to be caught up on.
    expect((await send(partner, { type: 'Direct', to: cast.editor.uid, body: 'stored' })).ok).toBe(
      true,
    );

    // Back from the outage, each instance ends its sockets so that they reconnect and catch up
    // on the pushes lost meanwhile; the tabs come back as the web's reconnection would.
    const ended = [partner, editor].map(
      (socket) => new Promise((resolve) => socket.once('disconnect', resolve)),
    );
    redis = await startRedis();
    await Promise.all(ended);
    partner = await pool.connect(one, cast.partner);
    editor = await pool.connect(two, cast.editor);
    partnerBox = inbox(partner);
    await crossed('after the outage');
  });
});
