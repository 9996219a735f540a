import type { SupportInbox, SupportThread } from '../../../common/api/chat-support.js';
import { requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import type { ChatContext } from './chat-deps.js';
import type { SupportThreadRow } from './support.repository.js';

/**
 * A stored thread as the inbox shows it. A customer who writes after an Admin set the thread
 * waiting or closed opens it again: their message is what the Admins now owe an answer to.
 */
export function supportThreadOf(
  row: SupportThreadRow,
  tags: SupportThread['tags'] = [],
): SupportThread {
  const stored = row.state ?? 'open';
  const wroteSince =
    row.lastAsked !== null && row.updatedAt !== null && row.lastAsked > row.updatedAt;
  const state = stored !== 'open' && wroteSince ? 'open' : stored;
  return {
    uid: row.uid,
    name: row.name,
    username: row.username,
    state,
    assignee:
      row.assigneeId && row.assigneeName ? { uid: row.assigneeId, name: row.assigneeName } : null,
    // Only an open thread waits on the Admins.
    waitingSince: state === 'open' ? row.waitingSince : null,
    lastAt: row.lastAt,
    tags,
  };
}

const rank = { open: 0, waiting: 1, closed: 2 } as const;

/**
 * GET /api/comm/support (Admins): every Support thread; open ones waiting on an answer come
 * first, longest waiting first, then by state and the newest message.
 */
export async function supportInbox(ctx: ChatContext, who: Principal): Promise<SupportInbox> {
  requireAccountType(who, 'Admin');
  const [rows, tags] = await Promise.all([ctx.repo.supportInbox(), ctx.repo.everyThreadTags()]);
  const threads = rows.map((row) => supportThreadOf(row, tags.get(row.uid)));
  threads.sort((a, b) => {
    if (a.waitingSince && b.waitingSince) return a.waitingSince.localeCompare(b.waitingSince);
    if (a.waitingSince || b.waitingSince) return a.waitingSince ? -1 : 1;
    return rank[a.state] - rank[b.state] || b.lastAt.localeCompare(a.lastAt);
  });
  return { threads };
}
