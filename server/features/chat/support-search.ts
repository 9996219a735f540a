import { encodeCursor } from '../../../common/api/paging.js';
import {
  supportSearchLimits as L,
  type SupportSearchPage,
  type SupportSearchQuery,
  type SupportTags,
  type SupportTagsQuery,
  type SupportTagsUpdate,
} from '../../../common/api/support-search.js';
import { requireSupportDesk } from '../../access/support-access.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import type { ChatContext } from './chat-deps.js';

/** The part of a message around the first match of `q`, cut at whole words where it can be. */
export function snippetAround(body: string, q: string): string {
  const text = body.replace(/\s+/g, ' ').trim();
  if (text.length <= L.snippetMax) return text;
  const at = Math.max(0, text.toLowerCase().indexOf(q.toLowerCase()));
  const start = Math.max(0, Math.min(at - 40, text.length - L.snippetMax));
  const cut = text.slice(start, start + L.snippetMax);
  return `${start > 0 ? '…' : ''}${cut.trim()}${start + L.snippetMax < text.length ? '…' : ''}`;
}

/**
 * GET /api/comm/support/search (Admins): Support threads whose messages contain the text and/or
 * that carry the tag, newest message first, a page at a time, each with its matching message.
 */
export async function searchSupport(
  ctx: ChatContext,
  who: Principal,
  query: SupportSearchQuery,
): Promise<SupportSearchPage> {
  requireSupportDesk(who);
  const after = query.cursor
    ? ([String(query.cursor[0]), String(query.cursor[1])] as const)
    : undefined;
  // One more than the page says whether another page follows.
  const rows = await ctx.repo.searchThreads({
    q: query.q,
    tag: query.tag,
    limit: query.limit + 1,
    after,
  });
  const page = rows.slice(0, query.limit);
  const uids = page.map((r) => r.uid);
  const [tags, matches] = await Promise.all([
    ctx.repo.threadTags(uids),
    query.q ? ctx.repo.newestMatches(uids, query.q) : Promise.resolve(new Map()),
  ]);
  const last = page.at(-1);
  return {
    hits: page.map((r) => {
      const match = matches.get(r.uid) as { body: string; at: string } | undefined;
      return {
        uid: r.uid,
        name: r.name,
        username: r.username,
        state: r.state ?? 'open',
        tags: tags.get(r.uid) ?? [],
        lastAt: r.lastAt,
        match: match && query.q ? { text: snippetAround(match.body, query.q), at: match.at } : null,
      };
    }),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.lastAt, last.uid]) : null,
  };
}

/** GET /api/comm/support/tags (Admins): a thread's tags. */
export async function supportTagsOf(
  ctx: ChatContext,
  who: Principal,
  query: SupportTagsQuery,
): Promise<SupportTags> {
  requireSupportDesk(who);
  const [thread] = await ctx.repo.supportInbox(query.uid);
  if (!thread) throw new AppError('not_found');
  return { uid: query.uid, tags: (await ctx.repo.threadTags([query.uid])).get(query.uid) ?? [] };
}

/** PUT /api/comm/support/tags (Admins): replaces a thread's tags; the audit log keeps both. */
export async function setSupportTags(
  ctx: ChatContext,
  who: Principal,
  update: SupportTagsUpdate,
): Promise<SupportTags> {
  requireSupportDesk(who);
  const [thread] = await ctx.repo.supportInbox(update.uid);
  if (!thread) throw new AppError('not_found');
  const before = (await ctx.repo.threadTags([update.uid])).get(update.uid) ?? [];
  const at = ctx.now().toISOString();
  await ctx.repo.setThreadTags(
    update.uid,
    update.tags,
    { uid: who.uid, at },
    {
      actorId: who.uid,
      action: 'support.thread_tagged',
      subject: { type: 'support_thread', id: update.uid },
      before: { tags: before },
      after: { tags: update.tags },
      at,
    },
  );
  return supportTagsOf(ctx, who, { uid: update.uid });
}
