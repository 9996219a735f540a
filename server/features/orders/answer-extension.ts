import type { ExtensionAnswer, ExtensionRequestView } from '../../../common/api/orders.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import type { ExtensionRow } from './extensions.repository.js';
import {
  loadOrder,
  loadView,
  requireOpen,
  viewOf,
  type ExtensionsContext,
} from './extension-rules.js';

const dayMs = 24 * 3_600_000;

/**
 * The order's Partner accepts (the due time moves by the days asked) or declines (it stays)
 * a Pending request within its 24 hours. Only the Partner answers: Admins and staff, who can
 * see the order, get 403. The conditional update makes a double answer, or one racing the
 * expiry job, count once.
 */
export async function answerExtension(
  ctx: ExtensionsContext,
  principal: Principal,
  orderId: string,
  body: ExtensionAnswer,
): Promise<ExtensionRequestView> {
  const now = ctx.now();
  const at = now.toISOString();
  const order = await loadOrder(ctx, principal, 'order.extension.answer', orderId);
  const current = await ctx.repo.find(orderId);
  if (!current) throw new AppError('not_found');
  requireOpen(order);
  const refuse = (row: ExtensionRow): never => {
    const state = viewOf(row, now).state;
    throw new AppError(state === 'Expired' ? 'extension_expired' : 'extension_answered');
  };
  if (viewOf(current, now).state !== 'Pending') refuse(current);

  const dueTime = await ctx.db.transaction().execute(async (trx) => {
    if (!(await ctx.repo.answer(trx, orderId, body.state, at))) {
      const row = await ctx.repo.find(orderId, trx);
      if (row) refuse(row);
      throw new AppError('not_found');
    }
    const fresh = await ctx.repo.findOrder(orderId, trx);
    if (!fresh) throw new AppError('not_found');
    requireOpen(fresh);
    if (body.state === 'Declined') return fresh.due_at;
    const moved = new Date(Date.parse(fresh.due_at) + current.days * dayMs).toISOString();
    if (!(await ctx.repo.moveDue(trx, orderId, fresh.due_at, moved)))
      throw new AppError('request_closed');
    return moved;
  });
  await ctx.notifier.notify({
    event: 'moreTimeAnswered',
    orderId,
    actorId: principal.uid,
    at,
    detail: { state: body.state, days: current.days, dueTime },
  });
  return loadView(ctx, orderId, now);
}
