import type { TypingNotice, TypingStart } from '../../../common/realtime.js';
import type { Principal } from '../../auth/tokens.js';
import { resolveConversation, viewerOf } from './chat-access.js';
import type { ChatContext } from './chat-deps.js';

/**
 * `typing`: the user writes in a conversation they may write to. Answers the notice and who
 * else reads that conversation; nothing is stored. A refusal (not a contact, no such group)
 * throws like a message would, and the socket layer drops it without an answer.
 */
export async function typingNotice(
  ctx: ChatContext,
  who: Principal,
  signal: TypingStart,
): Promise<{ notice: TypingNotice; recipients: string[] }> {
  const viewer = viewerOf(who);
  const target = await resolveConversation(ctx, viewer, signal.type, signal.to, 'write');
  const person = await ctx.directory.personOf(who.uid);
  return {
    notice: {
      type: target.type,
      from: who.uid,
      fromName: person?.name ?? 'Someone',
      to: target.toId,
      thread: target.threadId,
    },
    recipients: target.recipients.filter((uid) => uid !== who.uid),
  };
}
