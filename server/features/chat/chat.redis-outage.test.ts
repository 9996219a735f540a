import { afterEach, describe, expect, it } from 'vitest';
import { chatLimits } from '../../../common/limits.js';
import { hasRedisServer, startRedisServer } from '../../test/redis-server.js';
import { eventually, inbox, login, send } from '../../test/chat.js';
import { useTwoChatInstances } from '../../test/chat-two-instances.js';

// Two instances joined by a Redis server this test starts and stops itself, on a spare port: the
// suite runs on SQLite and PostgreSQL side by side on one machine.

describe.runIf(hasRedisServer())(
  'chat on two instances while Redis goes away and comes back',
  () => {
    let redis: Awaited<ReturnType<typeof startRedisServer>> | undefined;
    // Registered first, so it runs after the instances have closed (after-hooks run as a stack).
    afterEach(async () => {
      await redis?.stop();
    });
    const { pool, start } = useTwoChatInstances();

    it('keeps delivering on each instance during the outage and across them again after', async () => {
      redis = await startRedisServer();
      const redisUrl = redis.url;
      const { one, two, cast } = await start(redisUrl);

      let partner = await pool.connect(one, cast.partner);
      const artist = await pool.connect(one, cast.artist);
      let editor = await pool.connect(two, cast.editor);
      let partnerBox = inbox(partner);
      const artistBox = inbox(artist);
      const crossed = async (body: string) => {
        // The subscriptions may take a moment: send until one crosses over.
        await eventually(async () => {
          expect((await send(editor, { type: 'Direct', to: cast.partner.uid, body })).ok).toBe(
            true,
          );
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

      await redis.stop();
      // Publishing now fails; the process must live on and deliver on this instance.
      // The flood above spent the partner's allowance: ask again until it has come back.
      let during = await send(partner, { type: 'Direct', to: cast.artist.uid, body: 'during' });
      for (let tries = 0; !during.ok && tries < chatLimits.messagesBurst * 2; tries += 1) {
        expect(during).toMatchObject({ ok: false, error: { code: 'message_rate_limited' } });
        await new Promise((r) => setTimeout(r, 1000 / chatLimits.messagesPerSecond));
        during = await send(partner, { type: 'Direct', to: cast.artist.uid, body: 'during' });
      }
      expect(during.ok).toBe(true);
      await eventually(() => expect(artistBox.map((m) => m.body)).toContain('during'));
      const presence = await login(partner, cast.partner.uid);
      expect(presence.ok && presence.online).toContain(cast.artist.uid);
      // Sent to the other instance's user: stored, to be caught up on.
      expect(
        (await send(partner, { type: 'Direct', to: cast.editor.uid, body: 'stored' })).ok,
      ).toBe(true);

      // Back from the outage, each instance ends its sockets so that they reconnect and catch up
      // on the pushes lost meanwhile; the tabs come back as the web's reconnection would.
      const ended = [partner, editor].map(
        (socket) => new Promise((resolve) => socket.once('disconnect', resolve)),
      );
      await redis.start();
      await Promise.all(ended);
      partner = await pool.connect(one, cast.partner);
      editor = await pool.connect(two, cast.editor);
      partnerBox = inbox(partner);
      await crossed('after the outage');
    });
  },
);
