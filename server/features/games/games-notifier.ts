import { dashboardPaths } from '../../../common/paths.js';
import { escapeHtml } from '../../integrations/email/escape-html.js';
import type { Mailer } from '../../integrations/email/mailer.js';
import type { SystemMessenger } from '../chat/chat.public.js';
import type { PartnerNotice } from './partner-notices.js';

/**
 * How review outcomes reach partners: a System chat message and an e-mail each, linking to the
 * Games page. Never throws: the decision or close it reports is already committed, so a failed
 * e-mail or post is logged and the rest still go out.
 */
export type GamesNotifier = { notify(notices: readonly PartnerNotice[]): Promise<void> };

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
  return {
    async notify(notices) {
      if (notices.length === 0) return;
      const uids = [...new Set(notices.map((n) => n.uid))];
      const emails = await deps.emailsOf(uids).catch((err: unknown) => {
        deps.log.error({ err }, 'reading the e-mails of partners to notify failed');
        return new Map<string, string>();
      });
      for (const notice of notices) {
        const url = `${deps.publicUrl}${link}`;
        const email = emails.get(notice.uid);
        const html =
          notice.body
            .split('\n')
            .map((line) => `<p>${escapeHtml(line)}</p>`)
            .join('') + `<p><a href="${escapeHtml(url)}">Open your games</a></p>`;
        const sends = [
          deps.chat.post({
            readers: [{ uid: notice.uid, body: notice.body }],
            key: notice.key,
            link,
          }),
          email
            ? deps.mailer.send({
                to: email,
                subject: notice.subject,
                text: `${notice.body}\n\nOpen your games: ${url}\n`,
                html,
              })
            : Promise.resolve(),
        ];
        for (const result of await Promise.allSettled(sends))
          if (result.status === 'rejected')
            deps.log.error({ err: result.reason, key: notice.key }, 'a review notice failed');
      }
    },
  };
}
