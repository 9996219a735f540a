import { describe, expect, it } from 'vitest';
import { eventually, inbox, login, presenceLog, send } from '../../test/chat.js';
import { useTwoChatInstances } from '../../test/chat-two-instances.js';

// CI sets TEST_REDIS_URL to the Redis server it runs; without one these cases are skipped.
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('chat on two instances sharing Redis', () => {
  const { pool, start } = useTwoChatInstances();

  it('carries messages and presence between users connected to different instances', async () => {
    const { one, two, cast } = await start(redisUrl!);

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
