import {
  contactKey,
  type ChatContact,
  type ChatState,
  type ChatStateQuery,
} from '../../../common/api/chat.js';
import type { MessageType } from '../../../common/realtime.js';
import type { Principal } from '../../auth/tokens.js';
import { keyOf, scopeOf, viewerFor } from './chat-access.js';
import type { ChatContext } from './chat-deps.js';

/** GET /api/comm/chat: where to catch up from, unread counts and conversations off the list. */
export async function chatState(
  ctx: ChatContext,
  who: Principal,
  query: ChatStateQuery,
): Promise<ChatState> {
  const { repo } = ctx;
  const viewer = await viewerFor(ctx, who, query.uid);
  const scope = await scopeOf(ctx, viewer);
  const me = await ctx.directory.personOf(viewer.uid);
  const [lastSeq, unreadRows, known, partners, threads, latestRows, seenRows] = await Promise.all([
    repo.lastSeq(),
    repo.unread(scope, viewer.isAdmin, me?.username),
    ctx.directory.contactsOf(viewer.uid),
    repo.directPartners(viewer.uid),
    viewer.isAdmin ? repo.supportThreads() : Promise.resolve([]),
    repo.latest(scope),
    repo.seenBy(viewer.uid),
  ]);
  const unread: Record<string, number> = {};
  for (const row of unreadRows) {
    const key = keyOf(row.conversation, viewer);
    if (key) unread[key] = (unread[key] ?? 0) + row.count;
  }
  const byKey = (rows: { conversation: string; seq: number }[]) =>
    Object.fromEntries(
      rows.flatMap((r) => {
        const key = keyOf(r.conversation, viewer);
        return key ? [[key, r.seq] as const] : [];
      }),
    );
  const strangers = partners.filter((id) => id !== viewer.uid && !known.people.has(id));
  const people = new Map(
    (await repo.people([...new Set([...strangers, ...threads])])).map((p) => [p.id, p]),
  );
  const contact = (type: MessageType, id: string): ChatContact[] => {
    const p = people.get(id);
    return p
      ? [
          {
            key: contactKey(type, id),
            type,
            uid: p.id,
            name: p.name,
            username: p.username,
            accountType: p.account_type,
          },
        ]
      : [];
  };
  return {
    lastSeq,
    unread,
    latest: byKey(latestRows),
    seen: byKey(seenRows),
    contacts: [
      ...threads.flatMap((id) => contact('Support', id)),
      ...strangers.flatMap((id) => contact('Direct', id)),
    ],
  };
}
