import type { SupportThread, SupportThreadUpdate } from '../../../common/api/chat-support.js';
import { requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import { dashboardPaths } from '../../../common/paths.js';
import type { ChatContext } from './chat-deps.js';
import { supportThreadOf } from './support-inbox.js';
import type { SystemMessenger } from './system-messenger.js';

/**
 * POST /api/comm/support/thread (Admins): sets the state and/or the assignee of a customer's
 * Support thread. Only a thread that exists (the customer wrote) can be changed, and only an
 * Admin can be its assignee. An Admin given the thread by another is told at once, in a System
 * notice (`tell`) that opens the thread.
 */
export async function updateSupportThread(
  ctx: ChatContext,
  who: Principal,
  update: SupportThreadUpdate,
  tell?: SystemMessenger,
): Promise<SupportThread> {
  requireAccountType(who, 'Admin');
  const [current] = await ctx.repo.supportInbox(update.uid);
  if (!current) throw new AppError('not_found');
  if (update.assignee && !(await ctx.repo.isAdminUser(update.assignee)))
    throw new AppError('support_assignee_not_admin', {}, { assignee: 'Pick an Admin.' });
  const at = ctx.now().toISOString();
  const before = supportThreadOf(current);
  const row = {
    user_id: update.uid,
    state: update.state ?? before.state,
    assignee_id: update.assignee === undefined ? current.assigneeId : update.assignee,
    updated_by: who.uid,
    updated_at: at,
  };
  await ctx.repo.saveSupportThread(row, {
    actorId: who.uid,
    action: 'support.thread_updated',
    subject: { type: 'support_thread', id: update.uid },
    before: { state: before.state, assignee: current.assigneeId },
    after: { state: row.state, assignee: row.assignee_id },
    at,
  });
  const [saved] = await ctx.repo.supportInbox(update.uid);
  if (!saved) throw new AppError('not_found');
  const assignee = row.assignee_id;
  if (tell && assignee && assignee !== current.assigneeId && assignee !== who.uid) {
    const by = (await ctx.directory.personOf(who.uid))?.name ?? 'An Admin';
    await tell.post({
      readers: [
        { uid: assignee, body: `${by} assigned you the Support thread of ${current.name}.` },
      ],
      key: `support:assigned:${update.uid}:${at}`,
      link: dashboardPaths.chat({ user: update.uid, type: 'Support' }),
    });
  }
  const tags = await ctx.repo.threadTags([update.uid]);
  return supportThreadOf(saved, tags.get(update.uid));
}
