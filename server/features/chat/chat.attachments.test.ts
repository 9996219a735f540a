import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChatMessage, SendAck } from '../../../common/realtime.js';
import type { TestUser } from '../../test/factories.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import {
  chatCast,
  eventually,
  inbox,
  send,
  sendRaw,
  socketPool,
  storedCount,
  urlOf,
} from '../../test/chat.js';
import { fakeMp4, fakePng, get, startUpload, uploadWhole } from '../../test/drive.js';

let t: TestApp;
let url: string;
let cast: Awaited<ReturnType<typeof chatCast>>;
const pool = socketPool();

beforeEach(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = urlOf(t.app.server.address());
  cast = await chatCast(t);
});
afterEach(async () => {
  pool.closeAll();
  await t.close();
});

const okMessage = (ack: SendAck): ChatMessage => {
  if (!ack.ok) throw new Error(`refused: ${ack.error.code} ${ack.error.message}`);
  return ack.message;
};

/** The status of a download of `fileId` by `who`, with the token, and of a signed link. */
async function opens(who: TestUser, fileId: string): Promise<[number, number]> {
  const direct = await get(t, who, `/api/drive/download/${fileId}`);
  const link = await get(t, who, `/api/drive/link/${fileId}?disposition=inline`);
  return [direct.statusCode, link.statusCode];
}

describe('attachments in chat', () => {
  it('lets both sides of a direct conversation open a shared file and refuses everyone else', async () => {
    const image = await uploadWhole(t, cast.partner, fakePng(2048), {
      type: 'image/png',
      name: 'cover.png',
      directory: 'Chat',
    });
    // Before it is shared, the editor may not read the Partner's own upload.
    expect(await opens(cast.editor, image.id)).toEqual([404, 404]);

    const partner = await pool.connect(url, cast.partner);
    const editor = await pool.connect(url, cast.editor);
    const heard = inbox(editor);
    const message = okMessage(
      await send(partner, {
        type: 'Direct',
        to: cast.editor.uid,
        body: 'cover.png',
        referenceFileId: image.id,
      }),
    );
    const card = { id: image.id, name: 'cover.png', mime: 'image/png', kind: 'image', size: 2048 };
    expect(message).toMatchObject({ referenceFileId: image.id, attachment: card });
    await eventually(() => expect(heard[0]).toMatchObject({ attachment: card }));

    expect(await opens(cast.editor, image.id)).toEqual([200, 200]);
    expect(await opens(cast.partner, image.id)).toEqual([200, 200]);
    expect(await opens(cast.admin, image.id)).toEqual([200, 200]);
    // Strangers to the conversation: another team's editor, the artist of the same team.
    expect(await opens(cast.otherEditor, image.id)).toEqual([404, 404]);
    expect(await opens(cast.artist, image.id)).toEqual([404, 404]);
    expect((await get(t, undefined, `/api/drive/download/${image.id}`)).statusCode).toBe(401);

    // The history carries the card, so a reload shows it.
    const page = (await get(t, cast.editor, `/api/comm/messages?user2=${cast.partner.uid}`)).json<
      ChatMessage[]
    >();
    expect(page.at(-1)).toMatchObject({ referenceFileId: image.id, attachment: card });
  });

  it('opens a file sent to a team group for its members only, on any message', async () => {
    const partner = await pool.connect(url, cast.partner);
    okMessage(await send(partner, { type: 'Group', to: cast.group, body: 'Hello team' }));
    const clip = await uploadWhole(t, cast.partner, fakeMp4(4096), { name: 'intro.mp4' });
    // Not the first message of the conversation: every message may carry a file.
    const message = okMessage(
      await send(partner, {
        type: 'Group',
        to: cast.group,
        body: 'Footage',
        referenceFileId: clip.id,
      }),
    );
    expect(message.attachment).toMatchObject({ kind: 'video', name: 'intro.mp4' });
    expect(await opens(cast.editor, clip.id)).toEqual([200, 200]);
    expect(await opens(cast.artist, clip.id)).toEqual([200, 200]);
    expect(await opens(cast.otherEditor, clip.id)).toEqual([404, 404]);
    expect(await opens(cast.otherPartner, clip.id)).toEqual([404, 404]);
    expect(await opens(cast.affiliate, clip.id)).toEqual([404, 404]);
  });

  it('opens a file sent to the Support Team for the user and the Admins only', async () => {
    const editor = await pool.connect(url, cast.editor);
    const image = await uploadWhole(t, cast.editor, fakePng(512), { type: 'image/png' });
    okMessage(
      await send(editor, {
        type: 'Support',
        to: 'admin',
        body: 'Screenshot',
        referenceFileId: image.id,
      }),
    );
    expect(await opens(cast.admin, image.id)).toEqual([200, 200]);
    // Not even the editor's own Partner reads their Support thread.
    expect(await opens(cast.partner, image.id)).toEqual([404, 404]);
  });

  it('refuses a file that is not the sender’s own, unknown, unfinished or malformed, storing nothing', async () => {
    const partner = await pool.connect(url, cast.partner);
    const editor = await pool.connect(url, cast.editor);
    const partnersFile = await uploadWhole(t, cast.partner, fakePng(1024), { type: 'image/png' });
    // Shared with the editor, who may now read it, yet may not pass it on as theirs.
    okMessage(
      await send(partner, {
        type: 'Direct',
        to: cast.editor.uid,
        body: 'Here',
        referenceFileId: partnersFile.id,
      }),
    );
    const unfinished = (await startUpload(t, cast.editor, { size: 9000 })).json<{
      upload_id: string;
    }>().upload_id;
    const before = await storedCount(t);
    const refusals: Array<[unknown, string]> = [
      [partnersFile.id, 'invalid_input'],
      ['0123456789abcdef0123456789abcdef', 'invalid_input'],
      [unfinished, 'invalid_input'],
      [randomUUID(), 'invalid_input'],
      [42, 'invalid_input'],
      ['a'.repeat(500), 'invalid_input'],
    ];
    for (const [referenceFileId, code] of refusals) {
      const ack = await sendRaw(editor, {
        id: randomUUID(),
        type: 'Direct',
        to: cast.partner.uid,
        body: 'Look',
        referenceFileId,
      });
      expect(ack, String(referenceFileId)).toMatchObject({
        ok: false,
        error: { code, fieldErrors: { referenceFileId: expect.any(String) } },
      });
    }
    expect(await storedCount(t)).toBe(before);
    // The stranger still cannot read what the editor tried to forward.
    expect(await opens(cast.otherEditor, partnersFile.id)).toEqual([404, 404]);
  });

  it("lets an Admin writing as a Partner share the Partner's file, and audits the share", async () => {
    const plan = await uploadWhole(t, cast.partner, fakePng(1024), {
      type: 'image/png',
      name: 'plan.png',
      directory: 'Chat',
    });
    const admin = await pool.connect(url, cast.admin);
    const message = okMessage(
      await send(admin, {
        type: 'Direct',
        to: cast.editor.uid,
        body: 'Here is the plan',
        from: cast.partner.uid,
        referenceFileId: plan.id,
      }),
    );
    expect(message).toMatchObject({ from: cast.partner.uid, referenceFileId: plan.id });
    expect(await opens(cast.editor, plan.id)).toEqual([200, 200]);
    const [row] = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'subject_id', 'after_json'])
      .where('action', '=', 'chat.message_as_client')
      .execute();
    expect(row).toMatchObject({ actor_id: cast.admin.uid, subject_id: cast.partner.uid });
    expect(JSON.parse(row!.after_json!)).toMatchObject({
      message: message.id,
      attachment: { id: plan.id, name: 'plan.png' },
    });
  });

  it('stops opening a shared file for someone who left the team', async () => {
    const partner = await pool.connect(url, cast.partner);
    const image = await uploadWhole(t, cast.partner, fakePng(700), { type: 'image/png' });
    okMessage(
      await send(partner, {
        type: 'Group',
        to: cast.group,
        body: 'For the team',
        referenceFileId: image.id,
      }),
    );
    expect(await opens(cast.artist, image.id)).toEqual([200, 200]);
    await t.db
      .deleteFrom('relationships')
      .where('user_id', '=', cast.partner.uid)
      .where('other_id', '=', cast.artist.uid)
      .execute();
    expect(await opens(cast.artist, image.id)).toEqual([404, 404]);
  });
});
