import type { MailMessage, Mailer } from './mailer.js';

/**
 * Hands a message to the mailer without making the request wait for it: the answer goes out
 * while the SMTP round trip (or the outbox's file write) runs, so an answer takes as long whether
 * or not an e-mail left, and forgot-password tells nothing about an address by its timing. A
 * failure is logged, never answered; `then` runs once the message was accepted.
 */
export function sendInBackground(
  mailer: Mailer,
  message: MailMessage,
  log: { warn(obj: object, msg: string): void },
  /** What the log says when the message could not be sent. */
  failure: string,
  then?: () => Promise<unknown>,
): void {
  mailer
    .send(message)
    .then(then)
    .catch((error: unknown) => log.warn({ err: error }, failure));
}
