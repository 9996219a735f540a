import type { ProductStatus } from '../../../common/api/orders.js';
import { AppError } from '../../errors.js';
import type { Principal } from '../../auth/tokens.js';
import { permittedOrder, requireOpen, statusOf } from './order-guards.js';
import { notifyAfterCommit, type OrdersDeps } from './orders-deps.js';
import { ordersRepository } from './orders.repository.js';
import { orderRowStates } from './order-states.js';

/**
 * POST /api/payment/fulfillment/activate: the assigned staff member starts work. Asking again
 * changes nothing; revisions skip activation (docs/product.md §4).
 */
export async function activateOrder(
  deps: OrdersDeps,
  principal: Principal,
  orderId: string,
): Promise<ProductStatus> {
  const repo = ordersRepository(deps.db);
  const order = await permittedOrder(deps.db, principal, 'order.work', orderId);
  const at = deps.now();
  requireOpen(order, at);
  if (orderRowStates.isRevision(order)) throw new AppError('not_revisable');
  if (order.activated_at === null) {
    const activatedAt = at.toISOString();
    if (await repo.activate(order.id, activatedAt))
      await notifyAfterCommit(deps, {
        event: 'activated',
        orderId,
        actorId: principal.uid,
        at: activatedAt,
      });
  }
  return statusOf(repo, (await repo.findOrder(order.id)) ?? order);
}
