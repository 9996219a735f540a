import type { Kysely } from 'kysely';
import type {
  ExtensionAnswer,
  ExtensionRequestBody,
  ExtensionRequestView,
  ExtensionResponse,
} from '../../../common/api/orders.js';
import { orderLimits } from '../../../common/limits.js';
import type { Database } from '../../db/schema.js';
import { accessRules } from '../../access/access.js';
import type { OrderPermission } from '../../access/order-permissions.js';
import { AppError } from '../../errors.js';
import type { Principal } from '../../auth/tokens.js';
import {
  extensionsRepository,
  type ExtensionOrderRow,
  type ExtensionRow,
} from './extensions.repository.js';
import type { OrderNotifier } from './order-notifier.js';
import { orderRowStates } from './order-states.js';
import type { Clock } from '../../clock.js';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** What the extension rules need. */
export type ExtensionsDeps = {
  db: Kysely<Database>;
  notifier: OrderNotifier;
  /** The orders clock (OrdersDeps.now). */
  now: Clock;
};

/**
 * The state both sides see: a Pending request past its 24 hours reads Expired at once, before the
 * deadline job has written it, since from then on the original due time stands.
 */
function viewOf(row: ExtensionRow, now: Date): ExtensionRequestView {
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
function requireOpen(order: ExtensionOrderRow): void {
  if (orderRowStates.isDelivered(order)) throw new AppError('request_closed');
  if (!orderRowStates.isOpen(order)) throw new AppError('request_expired');
}

/** Staff asking for more time and the Partner answering (docs/product.md §3, §4, §5, §6, §9). */
export function extensionsService(deps: ExtensionsDeps) {
  const { db, notifier } = deps;
  const clock = deps.now;
  const repo = extensionsRepository(db);
  const access = accessRules(db);

  /** The order once the caller holds `permission` on it (404 stranger, 403 seen but refused). */
  async function loadOrder(principal: Principal, permission: OrderPermission, orderId: string) {
    await access.require(principal, permission, orderId);
    const order = await repo.findOrder(orderId);
    if (!order) throw new AppError('not_found');
    return order;
  }

  async function loadView(orderId: string, now: Date): Promise<ExtensionRequestView> {
    const row = await repo.find(orderId);
    if (!row) throw new AppError('not_found');
    return viewOf(row, now);
  }

  return {
    /**
     * The order's assigned staff member asks for 1 to 4 more days, once per order, while the
     * order is open and not past due; revisions have no time to extend. The Partner has 24 hours
     * to answer.
     */
    async request(principal: Principal, body: ExtensionRequestBody): Promise<ExtensionRequestView> {
      const now = clock();
      const at = now.toISOString();
      const order = await loadOrder(principal, 'order.extend', body.requestId);
      if (orderRowStates.isRevision(order)) throw new AppError('not_revisable');
      requireOpen(order);
      if (orderRowStates.isPastDue(order, now)) throw new AppError('request_expired');
      if (await repo.find(order.id)) throw new AppError('extension_exists');

      const inserted = await repo.insert({
        request_id: order.id,
        staff_id: principal.uid,
        days: body.extension,
        reason: body.reason,
        state: 'Pending',
        created_at: at,
        expires_at: new Date(
          now.getTime() + orderLimits.extensionAnswerHours * hourMs,
        ).toISOString(),
        answered_at: null,
      });
      // A second request that raced this one's check loses on the primary key.
      if (!inserted) throw new AppError('extension_exists');
      await notifier.notify({
        event: 'moreTimeAsked',
        orderId: order.id,
        actorId: principal.uid,
        at,
        detail: { days: body.extension, reason: body.reason },
      });
      return loadView(order.id, now);
    },

    /** The order's extension request, or `{}`; for its Partner, its assigned staff and Admins. */
    async get(principal: Principal, orderId: string): Promise<ExtensionResponse> {
      const now = clock();
      await loadOrder(principal, 'order.extension.read', orderId);
      const row = await repo.find(orderId);
      return row ? viewOf(row, now) : {};
    },

    /**
     * The order's Partner accepts (the due time moves by the days asked) or declines (it stays)
     * a Pending request within its 24 hours. Only the Partner answers: Admins and staff, who can
     * see the order, get 403. The conditional update makes a double answer, or one racing the
     * expiry job, count once.
     */
    async answer(
      principal: Principal,
      orderId: string,
      body: ExtensionAnswer,
    ): Promise<ExtensionRequestView> {
      const now = clock();
      const at = now.toISOString();
      const order = await loadOrder(principal, 'order.extension.answer', orderId);
      const current = await repo.find(orderId);
      if (!current) throw new AppError('not_found');
      requireOpen(order);
      const refuse = (row: ExtensionRow): never => {
        const state = viewOf(row, now).state;
        throw new AppError(state === 'Expired' ? 'extension_expired' : 'extension_answered');
      };
      if (viewOf(current, now).state !== 'Pending') refuse(current);

      const dueTime = await db.transaction().execute(async (trx) => {
        if (!(await repo.answer(trx, orderId, body.state, at))) {
          const row = await repo.find(orderId, trx);
          if (row) refuse(row);
          throw new AppError('not_found');
        }
        const fresh = await repo.findOrder(orderId, trx);
        if (!fresh) throw new AppError('not_found');
        requireOpen(fresh);
        if (body.state === 'Declined') return fresh.due_at;
        const moved = new Date(Date.parse(fresh.due_at) + current.days * dayMs).toISOString();
        if (!(await repo.moveDue(trx, orderId, fresh.due_at, moved)))
          throw new AppError('request_closed');
        return moved;
      });
      await notifier.notify({
        event: 'moreTimeAnswered',
        orderId,
        actorId: principal.uid,
        at,
        detail: { state: body.state, days: current.days, dueTime },
      });
      return loadView(orderId, now);
    },
  };
}

/** The extension rules' functions. */
export type ExtensionsService = ReturnType<typeof extensionsService>;
