import pLimit from 'p-limit';
import type { Mailer } from './mailer.js';

/** How many messages of one queue are handed to the transport at once. */
const sendingAtOnce = 2;

/**
 * A mailer whose `send` queues the message and returns at once: the queue hands messages to
 * `mailer` a few at a time, so a job that notifies thousands of people (the deadline job catching
 * up) neither waits for each SMTP round trip nor opens thousands of them together. The queue is
 * in memory: a message still queued when the process dies is lost, as one being sent inline
 * would be. A failure is logged, not thrown. `idle` resolves once every queued message left.
 */
export function queuedMailer(
  mailer: Mailer,
  log: { error(obj: object, msg: string): void },
): Mailer & { idle(): Promise<void> } {
  const limit = pLimit(sendingAtOnce);
  const pending = new Set<Promise<void>>();
  return {
    kind: mailer.kind,
    async send(message) {
      const sending = limit(() => mailer.send(message))
        .catch((err: unknown) => log.error({ err, to: message.to }, 'a queued e-mail failed'))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
    async close() {
      await this.idle();
      await mailer.close();
    },
  };
}
