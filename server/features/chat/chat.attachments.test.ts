import { driveRoutes } from '../../../common/api/drive.js';
import { chatRoutes } from '../../../common/api/chat.js';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ChatMessage, SendAck } from '../../../common/realtime.js';
import type { TestUser } from '../../test/factories.js';
import { eventually, inbox, send, sendRaw, storedCount, useChatApp } from '../../test/chat.js';
import { fakeMp4, fakePng, startUpload, uploadWhole } from '../../test/drive.js';
import { callRoute } from '../../test/call-route.js';

const live = useChatApp();

const okMessage = (ack: SendAck): ChatMessage => {
  if (!ack.ok) throw new Error(`refused: ${ack.error.code} ${ack.error.message}`);
  return ack.message;
};

/** The status of a download of `fileId` by `who`, with the token, and of a signed link. */
async function opens(who: TestUser, fileId: string): Promise<[number, number]> {
  const direct = await callRoute(live.t, driveRoutes.download, who, { params: { fileId } });
  const link = await callRoute(live.t, driveRoutes.link, who, {
    params: { fileId },
    query: { disposition: 'inline' },
  });
  return [direct.status, link.status];
}

describe('attachments in chat', () => {
  it('lets both sides of a direct conversation open a shared file and refuses everyone else', async () => {
    const image = await uploadWhole(live.t, live.cast.partner, fakePng(2048), {
      type: 'image/png',
      name: 'cover.png',
      directory: 'Chat',
    });
    // Before it is shared, the editor may not read the Partner's own upload.
    expect(await opens(live.cast.editor, image.id)).toEqual([404, 404]);

    const partner = await live.connect(live.cast.partner);
    const editor = await live.connect(live.cast.editor);
    const heard = inbox(editor);
    const message = okMessage(
      await send(partner, {
        type: 'Direct',
        to: live.cast.editor.uid,
        body: 'cover.png',
        referenceFileId: image.id,
      }),
    );
    const card = { id: image.id, name: 'cover.png', mime: 'image/png', kind: 'image', size: 2048 };
    expect(message).toMatchObject({ referenceFileId: image.id, attachment: card });
    await eventually(() => expect(heard[0]).toMatchObject({ attachment: card }));

    expect(await opens(live.cast.editor, image.id)).toEqual([200, 200]);
    expect(await opens(live.cast.partner, image.id)).toEqual([200, 200]);
    expect(await opens(live.cast.admin, image.id)).toEqual([200, 200]);
    // Strangers to the conversation: another team's editor, the artist of the same team.
    expect(await opens(live.cast.otherEditor, image.id)).toEqual([404, 404]);
    expect(await opens(live.cast.artist, image.id)).toEqual([404, 404]);
    expect(
      (await callRoute(live.t, driveRoutes.download, null, { params: { fileId: image.id } }))
        .status,
    ).toBe(401);

    // The history carries the card, so a reload shows it.
    const page = (
      await callRoute(live.t, chatRoutes.history, live.cast.editor, {
        query: { user2: live.cast.partner.uid },
      })
    ).body;
    expect(page.at(-1)).toMatchObject({ referenceFileId: image.id, attachment: card });
  });

  it('opens a file sent to a team group for its members only, on any message', async () => {
    const partner = await live.connect(live.cast.partner);
    okMessage(await send(partner, { type: 'Group', to: live.cast.group, body: 'Hello team' }));
    const clip = await uploadWhole(live.t, live.cast.partner, fakeMp4(4096), { name: 'intro.mp4' });
    // Not the first message of the conversation: every message may carry a file.
    const message = okMessage(
      await send(partner, {
        type: 'Group',
        to: live.cast.group,
        body: 'Footage',
        referenceFileId: clip.id,
      }),
    );
    expect(message.attachment).toMatchObject({ kind: 'video', name: 'intro.mp4' });
    expect(await opens(live.cast.editor, clip.id)).toEqual([200, 200]);
    expect(await opens(live.cast.artist, clip.id)).toEqual([200, 200]);
    expect(await opens(live.cast.otherEditor, clip.id)).toEqual([404, 404]);
    expect(await opens(live.cast.otherPartner, clip.id)).toEqual([404, 404]);
    expect(await opens(live.cast.affiliate, clip.id)).toEqual([404, 404]);
  });

  it('opens a file sent to the Support Team for the user and the Admins only', async () => {
    const editor = await live.connect(live.cast.editor);
    const image = await uploadWhole(live.t, live.cast.editor, fakePng(512), { type: 'image/png' });
    okMessage(
      await send(editor, {
        type: 'Support',
        to: 'admin',
        body: 'Screenshot',
        referenceFileId: image.id,
      }),
    );
    expect(await opens(live.cast.admin, image.id)).toEqual([200, 200]);
    // Not even the editor's own Partner reads their Support thread.
    expect(await opens(live.cast.partner, image.id)).toEqual([404, 404]);
  });

  it('refuses a file that is not the sender’s own, unknown, unfinished or malformed, storing nothing', async () => {
    const partner = await live.connect(live.cast.partner);
    const editor = await live.connect(live.cast.editor);
    const partnersFile = await uploadWhole(live.t, live.cast.partner, fakePng(1024), {
      type: 'image/png',
    });
    // Shared with the editor, who may now read it, yet may not pass it on as theirs.
    okMessage(
      await send(partner, {
        type: 'Direct',
        to: live.cast.editor.uid,
        body: 'Here',
        referenceFileId: partnersFile.id,
      }),
    );
    const unfinished = (await startUpload(live.t, live.cast.editor, { size: 9000 })).json<{
      upload_id: string;
    }>().upload_id;
    const before = await storedCount(live.t);
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
        to: live.cast.partner.uid,
        body: 'Look',
        referenceFileId,
      });
      expect(ack, String(referenceFileId)).toMatchObject({
        ok: false,
        error: { code, fieldErrors: { referenceFileId: expect.any(String) } },
      });
    }
    expect(await storedCount(live.t)).toBe(before);
    // The stranger still cannot read what the editor tried to forward.
    expect(await opens(live.cast.otherEditor, partnersFile.id)).toEqual([404, 404]);
  });

  it("lets an Admin writing as a Partner share the Partner's file, and audits the share", async () => {
    const plan = await uploadWhole(live.t, live.cast.partner, fakePng(1024), {
      type: 'image/png',
      name: 'plan.png',
      directory: 'Chat',
    });
    const admin = await live.connect(live.cast.admin);
    const message = okMessage(
      await send(admin, {
        type: 'Direct',
        to: live.cast.editor.uid,
        body: 'Here is the plan',
        from: live.cast.partner.uid,
        referenceFileId: plan.id,
      }),
    );
    expect(message).toMatchObject({ from: live.cast.partner.uid, referenceFileId: plan.id });
    expect(await opens(live.cast.editor, plan.id)).toEqual([200, 200]);
    const [row] = await live.t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'subject_id', 'after_json'])
      .where('action', '=', 'chat.message_as_client')
      .execute();
    expect(row).toMatchObject({ actor_id: live.cast.admin.uid, subject_id: live.cast.partner.uid });
    expect(JSON.parse(row!.after_json!)).toMatchObject({
      message: message.id,
      attachment: { id: plan.id, name: 'plan.png' },
    });
  });

  it('stops opening a shared file for someone who left the team', async () => {
    const partner = await live.connect(live.cast.partner);
    const image = await uploadWhole(live.t, live.cast.partner, fakePng(700), { type: 'image/png' });
    okMessage(
      await send(partner, {
        type: 'Group',
        to: live.cast.group,
        body: 'For the team',
        referenceFileId: image.id,
      }),
    );
    expect(await opens(live.cast.artist, image.id)).toEqual([200, 200]);
    await live.t.db
      .deleteFrom('relationships')
      .where('user_id', '=', live.cast.partner.uid)
      .where('other_id', '=', live.cast.artist.uid)
      .execute();
    expect(await opens(live.cast.artist, image.id)).toEqual([404, 404]);
  });
});
