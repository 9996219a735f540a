import type { ExtensionRequestBody, ExtensionRequestView } from '../../../common/api/orders.js';
import { orderLimits } from '../../../common/limits.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import { loadOrder, loadView, requireOpen, type ExtensionsContext } from './extension-rules.js';
import { orderRowStates } from './order-states.js';

const hourMs = 3_600_000;

/**
 * The order's assigned staff member asks for 1 to 4 more days, once per order, while the
 * order is open and not past due; revisions have no time to extend. The Partner has 24 hours
 * to answer.
 */
export async function requestExtension(
  ctx: ExtensionsContext,
  principal: Principal,
  body: ExtensionRequestBody,
): Promise<ExtensionRequestView> {
  const now = ctx.now();
  const at = now.toISOString();
  const order = await loadOrder(ctx, principal, 'order.extend', body.requestId);
  if (orderRowStates.isRevision(order)) throw new AppError('not_revisable');
  requireOpen(order);
  if (orderRowStates.isPastDue(order, now)) throw new AppError('request_expired');
  if (await ctx.repo.find(order.id)) throw new AppError('extension_exists');

  const inserted = await ctx.repo.insert({
    request_id: order.id,
    staff_id: principal.uid,
    days: body.extension,
    reason: body.reason,
    state: 'Pending',
    created_at: at,
    expires_at: new Date(now.getTime() + orderLimits.extensionAnswerHours * hourMs).toISOString(),
    answered_at: null,
  });
  // A second request that raced this one's check loses on the primary key.
  if (!inserted) throw new AppError('extension_exists');
  await ctx.notifier.notify({
    event: 'moreTimeAsked',
    orderId: order.id,
    actorId: principal.uid,
    at,
    detail: { days: body.extension, reason: body.reason },
  });
  return loadView(ctx, order.id, now);
}
