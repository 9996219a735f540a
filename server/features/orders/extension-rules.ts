import type { Kysely } from 'kysely';
import type { ExtensionRequestView } from '../../../common/api/orders.js';
import { accessRules, type AccessRules } from '../../access/access.js';
import type { OrderPermission } from '../../access/order-permissions.js';
import type { Principal } from '../../auth/tokens.js';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import {
  extensionsRepository,
  type ExtensionOrderRow,
  type ExtensionRow,
  type ExtensionsRepository,
} from './extensions.repository.js';
import type { OrderNotifier } from './order-notifier.js';
import { orderRowStates } from './order-states.js';

/** What the extension rules need. */
export type ExtensionsDeps = {
  db: Kysely<Database>;
  notifier: OrderNotifier;
  /** The orders clock (OrdersDeps.now). */
  now: Clock;
};

/** The extension rules' dependencies with the repository and access built once from `db`. */
export type ExtensionsContext = ExtensionsDeps & {
  repo: ExtensionsRepository;
  access: AccessRules;
};

/** Builds the context the extension use cases share. */
export function extensionsContext(deps: ExtensionsDeps): ExtensionsContext {
  return { ...deps, repo: extensionsRepository(deps.db), access: accessRules(deps.db) };
}

/**
 * The state both sides see: a Pending request past its 24 hours reads Expired at once, before the
 * deadline job has written it, since from then on the original due time stands.
 */
export function viewOf(row: ExtensionRow, now: Date): ExtensionRequestView {
  const lapsed = row.state === 'Pending' && row.expires_at <= now.toISOString();
  return {
    requestId: row.request_id,
    state: lapsed ? 'Expired' : row.state,
    extension: row.days,
    reason: row.reason,
    staff: row.staff_name,
    createdTime: row.created_at,
    expiresTime: row.expires_at,
    answeredTime: row.answered_at,
  };
}

/** Refuses an order that is no longer open: delivered (409) or cancelled at its due time (410). */
export function requireOpen(order: ExtensionOrderRow): void {
  if (orderRowStates.isDelivered(order)) throw new AppError('request_closed');
  if (!orderRowStates.isOpen(order)) throw new AppError('request_expired');
}

/** The order once the caller holds `permission` on it (404 stranger, 403 seen but refused). */
export async function loadOrder(
  ctx: ExtensionsContext,
  principal: Principal,
  permission: OrderPermission,
  orderId: string,
) {
  await ctx.access.require(principal, permission, orderId);
  const order = await ctx.repo.findOrder(orderId);
  if (!order) throw new AppError('not_found');
  return order;
}

/** The order's extension request as both sides see it at `now`. */
export async function loadView(
  ctx: ExtensionsContext,
  orderId: string,
  now: Date,
): Promise<ExtensionRequestView> {
  const row = await ctx.repo.find(orderId);
  if (!row) throw new AppError('not_found');
  return viewOf(row, now);
}
