import type { ChatService, DigestMail } from '../features/chat/chat.public.js';
import { repeat, type JobLog } from './repeat.js';

/**
 * E-mails each user a digest of their unread chat messages once they have been quiet for the
 * user's quiet time, checked every minute (safe on several instances: each message goes into one
 * digest). Returns the stop function.
 */
export function scheduleChatDigest(
  chat: Pick<ChatService, 'runDigest'>,
  mail: DigestMail,
  log: JobLog,
): () => void {
  return repeat(() => chat.runDigest(mail), {
    job: 'chat-digest',
    everyMs: 60_000,
    firstAfterMs: 30_000,
    log,
    failure: 'the chat e-mail digest failed',
  });
}
