import type { Mailer } from '../integrations/email/mailer.js';
import type { MailOutbox } from '../integrations/email/mail-outbox.js';
import { coalescedRuns } from './coalesced-runs.js';
import { repeat, type JobLog } from './repeat.js';

/**
 * Sends the e-mails waiting in the outbox through `transport`: soon after each one is written,
 * and every 30 s for those due again after a failure or left by an instance that stopped.
 */
export function scheduleMailOutbox(
  outbox: MailOutbox,
  transport: Mailer,
  log: JobLog & { warn(obj: object, msg: string): void },
): () => void {
  const deliver = coalescedRuns(() => outbox.deliver(transport, log));
  outbox.onWritten(() => {
    deliver().catch((err: unknown) => log.error({ err }, 'sending the e-mail outbox failed'));
  });
  return repeat(deliver, {
    job: 'mail-outbox',
    everyMs: 30_000,
    log,
    failure: 'sending the e-mail outbox failed',
  });
}
