import { randomUUID } from 'node:crypto';
import { callRoute } from '../../test/call-route.js';
import { chatRoutes } from '../../../common/api/chat.js';
import { describe, expect, it } from 'vitest';
import { chatLimits } from '../../../common/limits.js';
import type { ChatMessage } from '../../../common/realtime.js';
import { signAccessToken } from '../../auth/tokens.js';
import {
  emulate,
  eventually,
  inbox,
  login,
  presenceLog,
  send,
  sendRaw,
  sentinel,
  storedCount,
  useChatApp,
} from '../../test/chat.js';

const live = useChatApp();

const okMessage = (ack: Awaited<ReturnType<typeof send>>): ChatMessage => {
  if (!ack.ok) throw new Error(`refused: ${ack.error.code} ${ack.error.message}`);
  return ack.message;
};

describe('chat over the socket', () => {
  it('delivers a direct message live to both sides and stores it once, even when re-sent', async () => {
    const partner = await live.connect(live.cast.partner);
    const partnerTab2 = await live.connect(live.cast.partner);
    const editor = await live.connect(live.cast.editor);
    const artist = await live.connect(live.cast.artist);
    const [toEditor, toTab2, toArtist] = [inbox(editor), inbox(partnerTab2), inbox(artist)];

    const id = randomUUID();
    const ack = await send(partner, {
      id,
      type: 'Direct',
      to: live.cast.editor.uid,
      body: '  Hi!  ',
    });
    const message = okMessage(ack);
    expect(message).toMatchObject({
      clientId: id,
      type: 'Direct',
      from: live.cast.partner.uid,
      fromName: 'Pat Partner',
      fromType: 'Partner',
      to: live.cast.editor.uid,
      body: 'Hi!',
      alias: null,
      emulatedBy: null,
    });
    await eventually(() => expect(toEditor).toHaveLength(1));
    await eventually(() => expect(toTab2).toHaveLength(1));
    expect(toEditor[0]).toEqual(message);

    // The same client id again (a lost answer, a retry): the first copy, stored and pushed once.
    const again = okMessage(
      await send(partner, { id, type: 'Direct', to: live.cast.editor.uid, body: 'Hi!' }),
    );
    // The stored copy read back is the message the first answer built.
    expect(again).toEqual(message);
    await sentinel(editor, live.cast.editor);
    await sentinel(artist, live.cast.artist);
    expect(toEditor).toHaveLength(1);
    expect(toArtist).toHaveLength(0);
    expect(await storedCount(live.t)).toBe(1);
  });

  it('delivers a group message to every member online, stored once with the group as alias', async () => {
    const [partner, editor, artist, admin, outsider] = await Promise.all([
      live.connect(live.cast.partner),
      live.connect(live.cast.editor),
      live.connect(live.cast.artist),
      live.connect(live.cast.admin),
      live.connect(live.cast.otherEditor),
    ]);
    const boxes = [partner, editor, artist, admin].map(inbox);
    const outsiderBox = inbox(outsider);
    const message = okMessage(
      await send(editor, { type: 'Group', to: live.cast.group, body: 'Draft is up' }),
    );
    expect(message).toMatchObject({
      type: 'Group',
      to: live.cast.group,
      alias: "Pat Partner's Team",
    });
    for (const box of boxes) await eventually(() => expect(box).toEqual([message]));
    await sentinel(outsider, live.cast.otherEditor);
    expect(outsiderBox).toEqual([]);
    expect(await storedCount(live.t)).toBe(1);
  });

  it('keeps the order of one conversation as sent', async () => {
    const [partner, editor] = await Promise.all([
      live.connect(live.cast.partner),
      live.connect(live.cast.editor),
    ]);
    const box = inbox(editor);
    const bodies = Array.from({ length: 8 }, (_, i) => `message ${i}`);
    await Promise.all(
      bodies.map((body) => send(partner, { type: 'Group', to: live.cast.group, body })),
    );
    await eventually(() => expect(box).toHaveLength(8));
    expect(box.map((m) => m.body)).toEqual(bodies);
    const seqs = box.map((m) => m.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
  });

  it('refuses bad input and messages outside one’s contacts, storing nothing', async () => {
    const partner = await live.connect(live.cast.partner);
    const editor = await live.connect(live.cast.editor);
    const box = inbox(editor);
    const refusals: [unknown, string][] = [
      // Someone who is not a contact, and a group one is not in.
      [{ type: 'Direct', to: live.cast.otherPartner.uid, body: 'Hello' }, 'not_a_contact'],
      [{ type: 'Direct', to: live.cast.otherEditor.uid, body: 'Hello' }, 'not_a_contact'],
      [{ type: 'Group', to: live.cast.otherGroup, body: 'Hello' }, 'not_a_contact'],
      [{ type: 'Group', to: randomUUID(), body: 'Hello' }, 'not_a_contact'],
      [{ type: 'Direct', to: 'not-a-uid', body: 'Hello' }, 'not_a_contact'],
      [{ type: 'Support', to: live.cast.editor.uid, body: 'Hello' }, 'not_a_contact'],
      // Body: over 200 characters, blank, missing, the wrong type.
      [{ type: 'Direct', to: live.cast.editor.uid, body: 'x'.repeat(201) }, 'invalid_input'],
      [{ type: 'Direct', to: live.cast.editor.uid, body: '   ' }, 'form_incomplete'],
      [{ type: 'Direct', to: live.cast.editor.uid }, 'form_incomplete'],
      [{ type: 'Direct', to: live.cast.editor.uid, body: 42 }, 'invalid_input'],
      [{ type: 'Direct', to: live.cast.editor.uid, body: 'a\u0007b' }, 'invalid_input'],
      // Only the server writes System messages; unknown kinds and bad ids.
      [{ type: 'System', to: live.cast.partner.uid, body: 'Fake notice' }, 'invalid_input'],
      [{ type: 'Chat', to: live.cast.editor.uid, body: 'Hello' }, 'invalid_input'],
      [{ type: 'Direct', to: live.cast.editor.uid, body: 'Hello', id: 'mine' }, 'invalid_input'],
      // A forged sender: only an Admin writes for someone else.
      [
        { type: 'Direct', to: live.cast.editor.uid, body: 'Hi', from: live.cast.artist.uid },
        'forbidden',
      ],
      // A reference to someone else's (or no) file.
      [
        { type: 'Direct', to: live.cast.editor.uid, body: 'See', referenceFileId: randomUUID() },
        'invalid_input',
      ],
    ];
    // Refusals count against the user's flood limit too: wait for the allowance when it runs out.
    const paced = async (payload: unknown) => {
      for (;;) {
        const ack = await sendRaw(partner, payload);
        if (ack.ok || ack.error.code !== 'message_rate_limited') return ack;
        // The allowance comes back with time alone: wait for one message's worth, then retry.
        await new Promise((r) => setTimeout(r, 1000 / chatLimits.messagesPerSecond));
      }
    };
    for (const [payload, code] of refusals) {
      const ack = await paced({ id: randomUUID(), ...(payload as object) });
      expect(ack, JSON.stringify(payload)).toMatchObject({ ok: false, error: { code } });
    }
    const over = await paced({
      id: randomUUID(),
      type: 'Direct',
      to: live.cast.editor.uid,
      body: 'x'.repeat(201),
    });
    expect(over).toMatchObject({
      ok: false,
      error: { fieldErrors: { body: 'At most 200 characters.' } },
    });
    // Not even an object.
    expect(await sendRaw(partner, 'hello')).toMatchObject({ ok: false });
    await sentinel(editor, live.cast.editor);
    expect(box).toEqual([]);
    expect(await storedCount(live.t)).toBe(0);
  });

  it('stores HTML and script as plain text', async () => {
    const partner = await live.connect(live.cast.partner);
    const editor = await live.connect(live.cast.editor);
    const box = inbox(editor);
    const body = '<script>alert("x")</script><b>bold</b> &amp;';
    const message = okMessage(
      await send(partner, { type: 'Direct', to: live.cast.editor.uid, body }),
    );
    expect(message.body).toBe(body);
    await eventually(() => expect(box[0]?.body).toBe(body));
    const { raw: res } = await callRoute(live.t, chatRoutes.history, live.cast.editor, {
      query: { user2: live.cast.partner.uid, type: 'Direct' },
    });
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()[0].body).toBe(body);
  });

  it('limits how fast one user may send, counted across all their sockets', async () => {
    // Three sockets of one user flood at once: together they get one allowance.
    const tabs = await Promise.all([1, 2, 3].map(() => live.connect(live.cast.partner)));
    const acks = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        send(tabs[i % 3]!, { type: 'Direct', to: live.cast.editor.uid, body: `flood ${i}` }),
      ),
    );
    const accepted = acks.filter((a) => a.ok).length;
    const limited = acks.filter((a) => !a.ok && a.error.code === 'message_rate_limited').length;
    expect(accepted).toBeGreaterThanOrEqual(chatLimits.messagesBurst);
    expect(accepted).toBeLessThan(chatLimits.messagesBurst + 3);
    expect(limited).toBe(30 - accepted);
    expect(await storedCount(live.t)).toBe(accepted);
    // Another user has their own allowance.
    const editor = await live.connect(live.cast.editor);
    expect(
      (await send(editor, { type: 'Direct', to: live.cast.partner.uid, body: 'calm' })).ok,
    ).toBe(true);
    // The allowance refills with time alone: the message goes once it has (each refusal waits
    // one message's worth before asking again, and at most a second's worth of tries is made).
    let later = await send(tabs[0]!, { type: 'Direct', to: live.cast.editor.uid, body: 'later' });
    for (let tries = 0; !later.ok && tries < chatLimits.messagesPerSecond; tries += 1) {
      expect(later).toMatchObject({ ok: false, error: { code: 'message_rate_limited' } });
      await new Promise((r) => setTimeout(r, 1000 / chatLimits.messagesPerSecond));
      later = await send(tabs[0]!, { type: 'Direct', to: live.cast.editor.uid, body: 'later' });
    }
    expect(later.ok).toBe(true);
  });

  it('reaches the Admins through the Support Team, and an Admin answers in the thread', async () => {
    const [partner, admin, editor] = await Promise.all([
      live.connect(live.cast.partner),
      live.connect(live.cast.admin),
      live.connect(live.cast.editor),
    ]);
    const [partnerBox, adminBox, editorBox] = [inbox(partner), inbox(admin), inbox(editor)];
    const asked = okMessage(
      await send(partner, { type: 'Support', to: 'admin', body: 'My credits are missing' }),
    );
    expect(asked).toMatchObject({ type: 'Support', to: 'admin', thread: live.cast.partner.uid });
    await eventually(() => expect(adminBox).toEqual([asked]));
    const answered = okMessage(
      await send(admin, { type: 'Support', to: live.cast.partner.uid, body: 'Looking into it' }),
    );
    expect(answered).toMatchObject({ from: live.cast.admin.uid, thread: live.cast.partner.uid });
    await eventually(() => expect(partnerBox).toEqual([asked, answered]));
    await sentinel(editor, live.cast.editor);
    expect(editorBox).toEqual([]);
    // A user cannot write into someone else's thread; an Admin has no Support Team contact.
    expect(
      await send(editor, { type: 'Support', to: live.cast.partner.uid, body: 'x' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'not_a_contact' },
    });
    expect(
      await send(admin, { type: 'Support', to: live.cast.admin.uid, body: 'x' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'not_a_contact' },
    });
  });

  it('lets an Admin write for a client, marked and audited, and the client sees it', async () => {
    const [partner, admin, editor] = await Promise.all([
      live.connect(live.cast.partner),
      live.connect(live.cast.admin),
      live.connect(live.cast.editor),
    ]);
    const [partnerBox, editorBox, adminBox] = [inbox(partner), inbox(editor), inbox(admin)];
    const watching = await emulate(admin, live.cast.partner.uid);
    expect(watching).toMatchObject({ ok: true });
    expect(watching.ok && watching.online).toEqual(expect.arrayContaining([live.cast.editor.uid]));

    const message = okMessage(
      await send(admin, {
        type: 'Direct',
        to: live.cast.editor.uid,
        body: 'Please start on the intro',
        from: live.cast.partner.uid,
      }),
    );
    expect(message).toMatchObject({
      from: live.cast.partner.uid,
      fromName: 'Pat Partner',
      emulatedBy: { uid: live.cast.admin.uid, name: 'Ada Admin' },
    });
    await eventually(() => expect(editorBox).toEqual([message]));
    await eventually(() => expect(partnerBox).toEqual([message]));
    // The Admin hears the client's conversations while emulating.
    const reply = okMessage(
      await send(editor, { type: 'Direct', to: live.cast.partner.uid, body: 'On it' }),
    );
    await eventually(() => expect(adminBox.map((m) => m.id)).toContain(reply.id));
    const stored = await callRoute(live.t, chatRoutes.history, live.cast.partner, {
      query: { user2: live.cast.editor.uid },
    });
    expect(stored.body).toEqual([message, reply]);
    const audit = await live.t.db.selectFrom('chat_emulations').selectAll().execute();
    expect(audit).toEqual([
      expect.objectContaining({
        admin_id: live.cast.admin.uid,
        client_id: live.cast.partner.uid,
        message_id: message.id,
      }),
    ]);
    // The audit log has it too, under the socket's handshake request id.
    const logged = await live.t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'chat.message_as_client')
      .execute();
    expect(logged).toEqual([
      expect.objectContaining({ actor_id: live.cast.admin.uid, subject_id: live.cast.partner.uid }),
    ]);
    expect(logged[0]?.request_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(logged[0]?.after_json ?? '{}')).toMatchObject({ message: message.id });
    // Written as the client, the client's contacts apply: not the other Partner's editor.
    expect(
      await send(admin, {
        type: 'Direct',
        to: live.cast.otherEditor.uid,
        body: 'x',
        from: live.cast.partner.uid,
      }),
    ).toMatchObject({ ok: false, error: { code: 'not_a_contact' } });
    // Only for clients, and only by Admins.
    expect(await emulate(admin, live.cast.editor.uid)).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
    expect(
      await send(admin, {
        type: 'Direct',
        to: live.cast.partner.uid,
        body: 'x',
        from: live.cast.editor.uid,
      }),
    ).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(await emulate(editor, live.cast.partner.uid)).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
    // Stopping: the Admin no longer hears the client.
    expect(await emulate(admin, null)).toEqual({ ok: true, online: [] });
    const after = okMessage(
      await send(editor, { type: 'Direct', to: live.cast.partner.uid, body: 'Done' }),
    );
    await sentinel(admin, live.cast.admin);
    expect(adminBox.map((m) => m.id)).not.toContain(after.id);
    expect(await storedCount(live.t)).toBe(3);
    expect(await live.t.db.selectFrom('chat_emulations').selectAll().execute()).toHaveLength(1);
  });

  it('tells contacts when a user comes online and goes offline, and answers onLogin', async () => {
    const partner = await live.connect(live.cast.partner);
    const outsider = await live.connect(live.cast.otherPartner);
    const [seen, outsiderSeen] = [presenceLog(partner), presenceLog(outsider)];
    const editor = await live.connect(live.cast.editor);
    await eventually(() =>
      expect(seen).toContainEqual(
        expect.objectContaining({
          name: live.cast.editor.username,
          uid: live.cast.editor.uid,
          online: 1,
        }),
      ),
    );
    const ack = await login(editor, live.cast.editor.uid);
    expect(ack.ok && [...ack.online].sort()).toEqual([live.cast.partner.uid].sort());
    expect(await login(editor, live.cast.partner.uid)).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
    expect(await login(editor, 42 as unknown as string)).toMatchObject({ ok: false });
    editor.close();
    await eventually(
      () =>
        expect(seen).toContainEqual(
          expect.objectContaining({ uid: live.cast.editor.uid, online: 0 }),
        ),
      4000,
    );
    expect(outsiderSeen.filter((u) => u.uid === live.cast.editor.uid)).toEqual([]);
  });

  it('refuses a handshake without a token or with a bad one', async () => {
    const forged = await signAccessToken(new Uint8Array(32), {
      uid: live.cast.partner.uid,
      accountType: 'Partner',
    });
    const bad = [{ token: '' }, { token: 'nonsense' }, { token: forged }];
    // Refused before an engine.io session opens, and again at the Socket.IO handshake.
    for (const query of [undefined, ...bad])
      expect(await live.pool.refused(live.url, query, query)).toBe('websocket error');
    for (const auth of bad.slice(1))
      expect(await live.pool.refused(live.url, auth, { token: live.cast.partner.token })).toBe(
        'unauthorized',
      );
  });

  it('gives a client that reconnects exactly the 3 messages it missed', async () => {
    const editor = await live.connect(live.cast.editor);
    const partner = await live.connect(live.cast.partner);
    const box = inbox(partner);
    const first = okMessage(
      await send(editor, { type: 'Direct', to: live.cast.partner.uid, body: 'before' }),
    );
    await eventually(() => expect(box).toHaveLength(1));
    const lastHeld = Math.max(...box.map((m) => m.seq));

    // The partner's connection drops; three messages go by, in two conversations.
    partner.disconnect();
    const missed = [
      okMessage(await send(editor, { type: 'Direct', to: live.cast.partner.uid, body: 'one' })),
      okMessage(await send(editor, { type: 'Group', to: live.cast.group, body: 'two' })),
      okMessage(await send(editor, { type: 'Direct', to: live.cast.partner.uid, body: 'three' })),
    ];
    // Someone else's conversation is not the partner's business.
    const other = await live.connect(live.cast.otherEditor);
    await send(other, { type: 'Direct', to: live.cast.otherPartner.uid, body: 'elsewhere' });
    const reconnected = new Promise<void>((resolve) => partner.once('connect', () => resolve()));
    partner.connect();
    await reconnected;

    const res = await callRoute(live.t, chatRoutes.missed, live.cast.partner, {
      query: { after: lastHeld },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ messages: missed, more: false });
    expect(box.map((m) => m.id)).toEqual([first.id]);
    expect(first.seq).toBeLessThan(missed[0]!.seq);
  });
});
