import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { memoryRateLimiter } from '../../integrations/rate-limit/rate-limiter.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import {
  chatCast,
  eventually,
  inbox,
  login,
  presenceLog,
  send,
  socketPool,
  urlOf,
} from '../../test/chat.js';

// CI sets TEST_REDIS_URL to the Redis server it runs; without one these cases are skipped.
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('chat on two instances sharing Redis', () => {
  let t: TestApp;
  let second: FastifyInstance;
  const pool = socketPool();
  afterEach(async () => {
    pool.closeAll();
    await second.close();
    await t.close();
  });

  it('carries messages and presence between users connected to different instances', async () => {
    // Two apps on one database, each with its own Socket.IO server, joined through Redis.
    t = await buildTestApp({ env: { REDIS_URL: redisUrl! } });
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

    const partner = await pool.connect(one, cast.partner);
    const editor = await pool.connect(two, cast.editor);
    const partnerSeen = presenceLog(partner);
    // The adapters subscribe a moment after start: ask until the other instance answers.
    await eventually(async () => {
      const ack = await login(partner, cast.partner.uid);
      expect(ack.ok && ack.online).toContain(cast.editor.uid);
    }, 5000);

    // A message written on instance two reaches the partner on instance one, and back.
    const partnerBox = inbox(partner);
    const editorBox = inbox(editor);
    const sent = await send(editor, { type: 'Direct', to: cast.partner.uid, body: 'Cross-over' });
    expect(sent.ok).toBe(true);
    await eventually(() => expect(partnerBox.map((m) => m.body)).toEqual(['Cross-over']));
    await send(partner, { type: 'Group', to: cast.group, body: 'Group hello' });
    await eventually(() =>
      expect(editorBox.map((m) => m.body)).toEqual(['Cross-over', 'Group hello']),
    );

    // Presence: the artist comes online on instance two, and goes offline again.
    const artist = await pool.connect(two, cast.artist);
    await eventually(() =>
      expect(partnerSeen).toContainEqual(
        expect.objectContaining({ uid: cast.artist.uid, online: 1 }),
      ),
    );
    artist.close();
    await eventually(
      () =>
        expect(partnerSeen).toContainEqual(
          expect.objectContaining({ uid: cast.artist.uid, online: 0 }),
        ),
      6000,
    );
    // The editor, still connected to instance two, is not reported offline.
    expect(partnerSeen).not.toContainEqual(
      expect.objectContaining({ uid: cast.editor.uid, online: 0 }),
    );
  });
});
