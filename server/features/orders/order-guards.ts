import type { Kysely } from 'kysely';
import type { ProductStatus } from '../../../common/api/orders.js';
import { accessRules } from '../../access/access.js';
import type { OrderPermission } from '../../access/order-permissions.js';
import type { Principal } from '../../auth/tokens.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { productStatusOf } from './order-view.js';
import type { OrderRow } from './order-records.repository.js';
import { orderRowStates } from './order-states.js';
import { ordersRepository, type OrdersRepository } from './orders.repository.js';

// The lookups and checks the order use cases share. Who may do what to an order is decided by the
// access module (server/access/order-permissions.ts); these only load the order it allowed.

/** Refuses an order that can no longer change: closed, or past its due time. */
export function requireOpen(order: Pick<OrderRow, 'status' | 'due_at'>, at: Date): void {
  if (!orderRowStates.isOpen(order)) throw new AppError('request_closed');
  if (orderRowStates.isPastDue(order, at)) throw new AppError('request_expired');
}

/**
 * The order, once the caller holds `permission` on it: 404 to a stranger, 403 to one who sees the
 * order but may not do this (server/access/order-permissions.ts).
 */
export async function permittedOrder(
  db: Kysely<Database>,
  principal: Principal,
  permission: OrderPermission,
  id: string,
): Promise<OrderRow> {
  await accessRules(db).require(principal, permission, id);
  const order = await ordersRepository(db).findOrder(id);
  if (!order) throw new AppError('not_found');
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
