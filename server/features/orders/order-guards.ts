import type { ProductStatus } from '../../../common/api/orders.js';
import { AppError } from '../../errors.js';
import { isAdmin, requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { productStatusOf } from './order-view.js';
import type { OrderRow } from './order-records.repository.js';
import type { OrdersRepository } from './orders.repository.js';

// The lookups and checks the order use cases share. A Partner acts on their own orders, staff on
// those assigned to them, Admins on all, and anyone else's order answers 404.

/** Refuses an order that can no longer change: closed, or past its due time. */
export function requireOpen(order: Pick<OrderRow, 'status' | 'due_at'>, at: Date): void {
  if (order.status !== 'open') throw new AppError('request_closed');
  if (at.getTime() >= Date.parse(order.due_at)) throw new AppError('request_expired');
}

/** The order if the caller may see it: its client, staff, new staff of an Assigned pass-off, Admins. */
export async function visibleOrder(
  repo: OrdersRepository,
  principal: Principal,
  id: string,
): Promise<OrderRow> {
  const order = await repo.findOrder(id);
  if (!order) throw new AppError('not_found');
  if (isAdmin(principal) || order.client_id === principal.uid) return order;
  if (order.staff_id === principal.uid) return order;
  const passOff = await repo.findPassOff(id);
  if (passOff?.state === 'Assigned' && passOff.new_staff_id === principal.uid) return order;
  throw new AppError('not_found');
}

/** The order if it is assigned to the calling staff member; 404 otherwise. */
export async function assignedOrder(
  repo: OrdersRepository,
  principal: Principal,
  id: string,
): Promise<OrderRow> {
  requireAccountType(principal, 'Production');
  const order = await repo.findOrder(id);
  if (!order || order.staff_id !== principal.uid) throw new AppError('not_found');
  return order;
}

/** The order's tracker, with its extension request and pass-off read alongside. */
export async function statusOf(repo: OrdersRepository, order: OrderRow): Promise<ProductStatus> {
  const [[extension], [passOff]] = await Promise.all([
    repo.extensionsFor([order.id]),
    repo.passOffsFor([order.id]),
  ]);
  return productStatusOf(order, extension, passOff);
}
