import { describe, expect, it } from 'vitest';
import { chatNotificationRoutes as routes } from '../../../common/api/chat-notifications.js';
import type { MailMessage } from '../../integrations/email/mailer.js';
import { callRoute } from '../../test/call-route.js';
import { send, useChatApp } from '../../test/chat.js';
import { teamsDirectory } from '../teams/teams-directory.js';
import { teamsRepository } from '../teams/teams.repository.js';
import { chatRepository } from './chat.repository.js';
import { chatService } from './chat.service.js';
import { signUnsubscribe } from './unsubscribe-token.js';

const live = useChatApp();

const settingsOf = async (who: typeof live.cast.partner) =>
  (await callRoute(live.t, routes.settings, who)).body;

/** The digest as a job runs it, `hoursLater` after now, mailing into `sent`. */
function digestAt(hoursLater: number, sent: MailMessage[]) {
  const now = () => new Date(Date.now() + hoursLater * 3_600_000);
  const chat = chatService({
    repo: chatRepository(live.t.db),
    teams: teamsDirectory({ repo: teamsRepository(live.t.db), now }),
    now,
  });
  const mailer = {
    kind: 'outbox' as const,
    send: async (m: MailMessage) => void sent.push(m),
    close: async () => {},
  };
  return () =>
    chat.runDigest({ mailer, publicUrl: 'https://crewcast.test', secret: live.t.jwtKey });
}

describe('notification preferences', () => {
  it('start with the digest on after an hour, and refuse bad values, changing nothing', async () => {
    expect(await settingsOf(live.cast.partner)).toEqual({
      emailDigest: true,
      quietMinutes: 60,
      muted: [],
    });
    const bad: unknown[] = [
      { emailDigest: true, quietMinutes: 7 },
      { emailDigest: 'yes', quietMinutes: 60 },
      { emailDigest: false },
      {},
      { emailDigest: false, quietMinutes: '60' },
    ];
    for (const body of bad) {
      const answer = await callRoute(live.t, routes.updateSettings, live.cast.partner, {
        body,
      } as never);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect(await settingsOf(live.cast.partner)).toMatchObject({
      emailDigest: true,
      quietMinutes: 60,
    });
    const saved = await callRoute(live.t, routes.updateSettings, live.cast.partner, {
      body: { emailDigest: false, quietMinutes: 180 },
    });
    expect(saved.body).toMatchObject({ emailDigest: false, quietMinutes: 180 });
    // Someone else's are their own.
    expect(await settingsOf(live.cast.editor)).toMatchObject({ emailDigest: true });
  });

  it('mutes one’s own conversations only', async () => {
    const mute = (body: unknown) =>
      callRoute(live.t, routes.mute, live.cast.partner, { body } as never) as Promise<{
        status: number;
        body: { muted?: string[] };
      }>;
    expect((await mute({ type: 'Group', user2: live.cast.group, muted: true })).body.muted).toEqual(
      [`Group:${live.cast.group}`],
    );
    // A group one is not in, someone else's support thread, bad input: refused, nothing changes.
    expect((await mute({ type: 'Group', user2: live.cast.otherGroup, muted: true })).status).toBe(
      404,
    );
    expect((await mute({ type: 'Support', user2: live.cast.editor.uid, muted: true })).status).toBe(
      404,
    );
    expect((await mute({ type: 'Group', user2: live.cast.group })).status).toBe(400);
    expect((await mute({ type: 'Chat', user2: live.cast.group, muted: true })).status).toBe(400);
    expect((await mute({ type: 'Direct', user2: 'x'.repeat(65), muted: true })).status).toBe(400);
    expect((await settingsOf(live.cast.partner)).muted).toEqual([`Group:${live.cast.group}`]);
    expect(
      (await mute({ type: 'Group', user2: live.cast.group, muted: false })).body.muted,
    ).toEqual([]);
    expect((await callRoute(live.t, routes.settings, null)).status).toBe(401);
  });
});

describe('the e-mail digest', () => {
  it('mails unread messages once they are quiet, once, never muted ones, with one-click unsubscribe', async () => {
    const partner = await live.connect(live.cast.partner);
    const editor = await live.connect(live.cast.editor);
    await callRoute(live.t, routes.mute, live.cast.editor, {
      body: { type: 'Group', user2: live.cast.group, muted: true },
    });
    await send(partner, {
      type: 'Direct',
      to: live.cast.editor.uid,
      body: 'Is the <b>intro</b> done?',
    });
    await send(partner, { type: 'Group', to: live.cast.group, body: 'Muted team chatter' });
    await send(editor, { type: 'Direct', to: live.cast.partner.uid, body: 'Almost' });

    const sent: MailMessage[] = [];
    // Not quiet for an hour yet: nothing goes.
    await digestAt(0, sent)();
    expect(sent).toEqual([]);
    // Two instances at once, two hours later: one e-mail per person with unread messages.
    const [a, b] = [digestAt(2, sent), digestAt(2, sent)];
    await Promise.all([a(), b()]);
    const toEditor = sent.filter((m) => m.to.includes(live.cast.editor.username));
    expect(toEditor).toHaveLength(1);
    const mail = toEditor[0]!;
    expect(mail.subject).toBe('You have 1 unread message on Crewcast');
    expect(mail.text).toContain('Pat Partner to you: Is the <b>intro</b> done?');
    expect(mail.text).not.toContain('Muted team chatter');
    expect(mail.html).toContain('Is the &#60;b&#62;intro&#60;/b&#62; done?');
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = /<([^>]+)>/.exec(mail.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    expect(link).toMatch(/^https:\/\/crewcast\.test\/api\/comm\/unsubscribe\?token=/);
    // The Partner read everything but the editor's answer, which is theirs to get.
    expect(sent.filter((m) => m.to.includes(live.cast.partner.username))).toHaveLength(1);
    // Sent once: the next run finds nothing new.
    await digestAt(3, sent)();
    expect(sent.filter((m) => m.to.includes(live.cast.editor.username))).toHaveLength(1);

    // One click, without signing in; a bad token changes nothing.
    const token = new URL(link).searchParams.get('token') ?? '';
    const forged = signUnsubscribe(new TextEncoder().encode('x'.repeat(40)), live.cast.editor.uid);
    for (const bad of [forged, 'nonsense', `${token}x`, token.split('.')[0] ?? ''])
      expect(
        (await callRoute(live.t, routes.unsubscribe, null, { query: { token: bad } })).code,
      ).toBe('invalid_unsubscribe_link');
    expect((await settingsOf(live.cast.editor)).emailDigest).toBe(true);
    // As a mail client sends it (RFC 8058): a form POST to the header's address.
    const done = await live.t.app.inject({
      method: 'POST',
      url: new URL(link).pathname + new URL(link).search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect((await settingsOf(live.cast.editor)).emailDigest).toBe(false);
    await send(partner, { type: 'Direct', to: live.cast.editor.uid, body: 'Still there?' });
    await digestAt(5, sent)();
    expect(sent.filter((m) => m.to.includes(live.cast.editor.username))).toHaveLength(1);
  });
});
