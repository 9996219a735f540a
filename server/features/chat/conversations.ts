import {
  historyOffset,
  type HistoryQuery,
  type MissedQuery,
  type MissedResponse,
  type ReadMark,
} from '../../../common/api/chat.js';
import { chatLimits } from '../../../common/limits.js';
import type { ChatMessage } from '../../../common/realtime.js';
import type { Principal } from '../../auth/tokens.js';
import { resolveConversation, scopeOf, viewerFor, viewerOf } from './chat-access.js';
import type { ChatContext } from './chat-deps.js';

/** GET /api/comm/messages: one history page of a conversation of the caller (or client). */
export async function history(
  ctx: ChatContext,
  who: Principal,
  query: HistoryQuery,
): Promise<ChatMessage[]> {
  const viewer = await viewerFor(ctx, who, query.uid);
  const target = await resolveConversation(ctx, viewer, query.type, query.user2, 'read');
  const offset = historyOffset(query.type, query.start1, query.start2);
  return ctx.repo.page(target.conversation, offset, query.length);
}

/** GET /api/comm/messages/missed: what a reconnecting client missed since `after`. */
export async function missed(
  ctx: ChatContext,
  who: Principal,
  query: MissedQuery,
): Promise<MissedResponse> {
  const viewer = await viewerFor(ctx, who, query.uid);
  const limit = chatLimits.missedPageMax;
  const rows = await ctx.repo.after(await scopeOf(ctx, viewer), query.after, limit + 1);
  return { messages: rows.slice(0, limit), more: rows.length > limit };
}

/** POST /api/comm/messages/read: the caller has read a conversation up to `seq`. */
export async function markRead(ctx: ChatContext, who: Principal, mark: ReadMark): Promise<void> {
  const target = await resolveConversation(ctx, viewerOf(who), mark.type, mark.user2, 'read');
  await ctx.repo.markRead(who.uid, target.conversation, mark.seq, ctx.now().toISOString());
  // The other side of a direct conversation shows 'Seen' under their last message read.
  if (target.type === 'Direct' && target.toId !== who.uid)
    ctx.realtime.toUsers([target.toId], 'seen', { by: who.uid, seq: mark.seq });
}
