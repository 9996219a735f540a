import { mentions } from '../../../common/api/chat-mentions.js';
import { mentionsAdmins } from '../../../common/api/chat-support.js';
import { chatNotificationRoutes } from '../../../common/api/chat-notifications.js';
import { dashboardPaths, sitePaths } from '../../../common/paths.js';
import type { ChatMessage } from '../../../common/realtime.js';
import { escapeHtml } from '../../integrations/email/escape-html.js';
import type { Mailer } from '../../integrations/email/mailer.js';
import { scopeOf } from './chat-access.js';
import type { ChatContext } from './chat-deps.js';
import { signUnsubscribe } from './unsubscribe-token.js';

/** What the digest sends with. */
export type DigestMail = { mailer: Mailer; publicUrl: string; secret: Uint8Array };

const perRun = 200;
const perMail = 20;

/** Where a message was written, as the digest names it. */
const placeOf = (m: ChatMessage) =>
  m.type === 'Group'
    ? `in ${m.alias ?? 'your team group'}`
    : m.type === 'Support'
      ? 'in Support'
      : m.type === 'System'
        ? 'from System'
        : 'to you';

function compose(messages: readonly ChatMessage[], mail: DigestMail, uid: string) {
  const token = signUnsubscribe(mail.secret, uid);
  const chatUrl = `${mail.publicUrl}${dashboardPaths.chat()}`;
  const pageUrl = `${mail.publicUrl}${sitePaths.chatUnsubscribe({ token })}`;
  const oneClick = `${mail.publicUrl}${chatNotificationRoutes.unsubscribe.path}?token=${token}`;
  const lines = messages.slice(0, perMail).map((m) => `${m.fromName} ${placeOf(m)}: ${m.body}`);
  const more = messages.length > perMail ? messages.length - perMail : 0;
  const count = `${messages.length} unread message${messages.length === 1 ? '' : 's'}`;
  return {
    subject: `You have ${count} on Crewcast`,
    text: [
      `You have ${count} in the chat:`,
      '',
      ...lines,
      ...(more ? [`…and ${more} more.`] : []),
      '',
      `Read and answer them: ${chatUrl}`,
      `No more of these e-mails: ${pageUrl}`,
    ].join('\n'),
    html: [
      `<p>You have ${count} in the chat:</p>`,
      `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
      more ? `<p>…and ${more} more.</p>` : '',
      `<p><a href="${escapeHtml(chatUrl)}">Read and answer them</a></p>`,
      `<p><a href="${escapeHtml(pageUrl)}">No more of these e-mails</a></p>`,
    ].join(''),
    // RFC 8058: mail clients offer their own unsubscribe button, which POSTs to this address.
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * One run of the chat's e-mail digest: each user whose digest is on and who has unread messages
 * (outside muted conversations, past their last digest) that have been quiet for their quiet
 * time gets one e-mail listing them. The digest mark moves by a conditional update before the
 * mail goes, so several instances running this at once send each message at most once.
 */
export async function runChatDigest(ctx: ChatContext, mail: DigestMail): Promise<{ sent: number }> {
  const { repo } = ctx;
  const lastSeq = await repo.lastSeq();
  const now = ctx.now();
  let sent = 0;
  for (const user of await repo.digestCandidates(lastSeq, perRun)) {
    const isAdmin = user.account_type === 'Admin';
    const viewer = { uid: user.id, isAdmin };
    const [settings, person] = await Promise.all([
      repo.digestSettings(user.id),
      ctx.directory.personOf(user.id),
    ]);
    const calls = (m: ChatMessage) =>
      mentionsAdmins(m.body) || Boolean(person && mentions(m.body, person.username));
    const unread = await repo.unreadAfter(
      await scopeOf(ctx, viewer),
      settings.digestedSeq,
      perMail * 5,
      isAdmin ? calls : undefined,
    );
    const at = now.toISOString();
    const newest = unread.at(-1);
    if (!newest) {
      await repo.claimDigest(user.id, settings.digestedSeq, lastSeq, at);
      continue;
    }
    const quietSince = now.getTime() - settings.quietMinutes * 60_000;
    if (Date.parse(newest.time) > quietSince) continue;
    if (!(await repo.claimDigest(user.id, settings.digestedSeq, newest.seq, at))) continue;
    await mail.mailer.send({ to: user.email, ...compose(unread, mail, user.id) });
    sent += 1;
  }
  return { sent };
}
