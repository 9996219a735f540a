import { dashboardPaths } from '../../../common/paths.js';
import { escapeHtml } from '../../integrations/email/escape-html.js';
import type { Mailer } from '../../integrations/email/mailer.js';
import type { SystemMessenger } from '../chat/chat.public.js';
import type { PartnerMail, PartnerNotice } from './partner-notices.js';

/**
 * How review outcomes reach partners: System chat messages, and e-mails, each linking to the
 * Games page. Never throws: the decision or close it reports is already committed, so a failed
 * e-mail or post is logged and the rest still go out.
 */
export type GamesNotifier = {
  notify(notices: readonly PartnerNotice[], mails?: readonly PartnerMail[]): Promise<void>;
};

/** A notifier that tells nobody, for tests and tools that build the service alone. */
export const silentGamesNotifier: GamesNotifier = { async notify() {} };

/** The live notifier: the chat's System messenger and the mailer. */
export function liveGamesNotifier(deps: {
  /** Each user's e-mail address (the games repository's `emailsOf`). */
  emailsOf(uids: readonly string[]): Promise<Map<string, string>>;
  mailer: Mailer;
  chat: SystemMessenger;
  publicUrl: string;
  log: { error(obj: object, msg: string): void };
}): GamesNotifier {
  const link = dashboardPaths.games;
  const url = `${deps.publicUrl}${link}`;
  const logFailures = (results: PromiseSettledResult<unknown>[], what: object) => {
    for (const result of results)
      if (result.status === 'rejected')
        deps.log.error({ err: result.reason, ...what }, 'a review notice failed');
  };
  return {
    async notify(notices, mails = []) {
      const posts = notices.map((notice) =>
        deps.chat.post({
          readers: [{ uid: notice.uid, body: notice.body }],
          key: notice.key,
          link,
        }),
      );
      logFailures(await Promise.allSettled(posts), { notices: notices.map((n) => n.key) });
      if (mails.length === 0) return;
      const emails = await deps
        .emailsOf([...new Set(mails.map((m) => m.uid))])
        .catch((err: unknown) => {
          deps.log.error({ err }, 'reading the e-mails of partners to notify failed');
          return new Map<string, string>();
        });
      const sends = mails.map((mail) => {
        const to = emails.get(mail.uid);
        if (!to) return Promise.resolve();
        const html =
          mail.body
            .split('\n')
            .map((line) => `<p>${escapeHtml(line)}</p>`)
            .join('') + `<p><a href="${escapeHtml(url)}">Open your games</a></p>`;
        return deps.mailer.send({
          to,
          subject: mail.subject,
          text: `${mail.body}\n\nOpen your games: ${url}\n`,
          html,
        });
      });
      logFailures(await Promise.allSettled(sends), { mails: mails.map((m) => m.uid) });
    },
  };
}
