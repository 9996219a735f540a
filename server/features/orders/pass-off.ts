import type {
  PassOffAnswer,
  PassOffAssign,
  PassOffRequest,
  ProductStatus,
} from '../../../common/api/orders.js';
import type { StaffProfile } from '../../../common/api/teams.js';
import { awayText } from '../../../common/staff-away.js';
import { isUniqueViolation } from '../../db/connection.js';
import { AppError } from '../../errors.js';
import { requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { permittedOrder, requireOpen, statusOf } from './order-guards.js';
import type { OrderNotice } from './order-notifier.js';
import type { OrderRow } from './order-records.repository.js';
import { notifyAfterCommit, type OrdersDeps } from './orders-deps.js';
import { ordersRepository, type OrdersRepository } from './orders.repository.js';
import { orderRowStates } from './order-states.js';
import { recordAudit } from '../audit/audit.public.js';

/** Reports a pass-off step by `principal` after it committed, and answers the order's tracker. */
async function reportStep(
  deps: OrdersDeps,
  repo: OrdersRepository,
  principal: Principal,
  order: OrderRow,
  step: Pick<OrderNotice, 'event' | 'at' | 'detail'>,
): Promise<ProductStatus> {
  await notifyAfterCommit(deps, { ...step, orderId: order.id, actorId: principal.uid });
  return statusOf(repo, order);
}

/**
 * POST /api/payment/fulfillment/pass-off: the assigned staff member asks to hand the order to
 * someone else. One at a time; an answered one (declined, or accepted by a previous
 * holder) may be asked again and is replaced.
 */
export async function requestPassOff(
  deps: OrdersDeps,
  principal: Principal,
  body: PassOffRequest,
): Promise<ProductStatus> {
  const repo = ordersRepository(deps.db);
  const order = await permittedOrder(deps.db, principal, 'order.work', body.requestId);
  const at = deps.now();
  requireOpen(order, at);
  if (orderRowStates.isRevision(order)) throw new AppError('not_revisable');
  const existing = await repo.findPassOff(order.id);
  if (existing && (existing.state === 'Pending' || existing.state === 'Assigned'))
    throw new AppError('pass_off_pending');
  const createdAt = at.toISOString();
  try {
    await deps.db.transaction().execute(async (trx) => {
      await ordersRepository(trx).replacePassOff({
        request_id: order.id,
        from_staff_id: principal.uid,
        reason: body.reason,
        state: 'Pending',
        new_staff_id: null,
        created_at: createdAt,
        assigned_at: null,
        answered_at: null,
      });
    });
  } catch (error) {
    // Two requests at once: the other one's row is there now.
    if (isUniqueViolation(error)) throw new AppError('pass_off_pending');
    throw error;
  }
  return reportStep(deps, repo, principal, order, {
    event: 'passOffAsked',
    at: createdAt,
    detail: { reason: body.reason },
  });
}

/** The order and its pass-off; 404 when either is missing. */
async function withPassOff(repo: OrdersRepository, orderId: string) {
  const order = await repo.findOrder(orderId);
  const passOff = order && (await repo.findPassOff(orderId));
  if (!order || !passOff) throw new AppError('not_found');
  return { order, passOff };
}

/** The staff member an Admin picked, if they may take the order over; else why not. */
async function newStaffFor(
  deps: OrdersDeps,
  repo: OrdersRepository,
  order: OrderRow,
  newStaff: string,
  at: Date,
) {
  const candidate = await repo.findUser(newStaff);
  const hasRole =
    candidate?.account_type === 'Production' &&
    (order.type === 'Edit' ? candidate.is_editor === 1 : candidate.is_artist === 1);
  if (!candidate || !hasRole)
    throw new AppError(
      'invalid_input',
      {},
      {
        newStaff:
          order.type === 'Edit'
            ? 'Choose a staff member who is an editor.'
            : 'Choose a staff member who is a thumbnail artist.',
      },
    );
  if (candidate.id === order.staff_id)
    throw new AppError(
      'invalid_input',
      {},
      { newStaff: 'This staff member already has the order.' },
    );
  if (!(await deps.teams.isAvailable(candidate.id, at)))
    throw new AppError('pass_off_staff_away', {
      name: candidate.name,
      why: awayOf(await deps.teams.staffProfileOf(candidate.id)),
    });
  return candidate;
}

/** Why someone who is not Available takes no work; Busy when their profile says nothing more. */
function awayOf(profile: StaffProfile | undefined): string {
  return (profile && awayText(profile)) ?? 'Busy';
}

/**
 * PATCH /api/payment/fulfillment/pass-off?id= (Admins): picks the new staff member of a
 * pass-off that waits for one (Pending, or Declined by the previous pick). They must hold the
 * order's role, be Available (else the Admin is told why not, and until when) and not already
 * have the order.
 */
export async function assignPassOff(
  deps: OrdersDeps,
  principal: Principal,
  orderId: string,
  body: PassOffAssign,
): Promise<ProductStatus> {
  requireAccountType(principal, 'Admin');
  const repo = ordersRepository(deps.db);
  const { order, passOff } = await withPassOff(repo, orderId);
  if (passOff.state === 'Accepted') throw new AppError('not_found');
  const at = deps.now();
  requireOpen(order, at);
  if (passOff.state === 'Assigned') throw new AppError('pass_off_pending');

  const candidate = await newStaffFor(deps, repo, order, body.newStaff, at);
  const assignedAt = at.toISOString();
  const assigned = await repo.assignPassOff(orderId, {
    newStaffId: candidate.id,
    at: assignedAt,
    from: ['Pending', 'Declined'],
  });
  if (!assigned) throw new AppError('pass_off_pending');
  await recordAudit(deps.db, {
    actorId: principal.uid,
    action: 'orders.pass_off_assigned',
    subject: { type: 'order', id: orderId },
    before: { state: passOff.state, newStaff: passOff.new_staff_id },
    after: { state: 'Assigned', newStaff: candidate.id },
    at: assignedAt,
  });
  return reportStep(deps, repo, principal, order, {
    event: 'passOffAssigned',
    at: assignedAt,
    detail: { newStaff: candidate.name },
  });
}

/**
 * POST /api/payment/fulfillment/pass-off/answer?id=: the new staff member accepts (the order
 * becomes theirs, due time unchanged) or declines (an Admin may pick someone else).
 */
export async function answerPassOff(
  deps: OrdersDeps,
  principal: Principal,
  orderId: string,
  body: PassOffAnswer,
): Promise<ProductStatus> {
  requireAccountType(principal, 'Production');
  const repo = ordersRepository(deps.db);
  const { order, passOff } = await withPassOff(repo, orderId);
  if (passOff.new_staff_id !== principal.uid) throw new AppError('not_found');
  // The same answer again (a retried request) is not an error.
  if (passOff.state === body.state) return statusOf(repo, order);
  if (passOff.state !== 'Assigned') throw new AppError('not_found');
  const at = deps.now();
  requireOpen(order, at);
  const answeredAt = at.toISOString();

  await deps.db.transaction().execute(async (trx) => {
    const r = ordersRepository(trx);
    const answered = await r.answerPassOff(orderId, {
      newStaffId: principal.uid,
      state: body.state,
      at: answeredAt,
    });
    if (!answered) throw new AppError('not_found');
    if (body.state === 'Accepted') {
      const moved = await r.reassign(orderId, {
        fromStaffId: order.staff_id,
        toStaffId: principal.uid,
      });
      if (!moved) throw new AppError('request_closed');
    }
  });
  const now = (await repo.findOrder(orderId)) ?? order;
  return reportStep(deps, repo, principal, now, {
    event: 'passOffAnswered',
    at: answeredAt,
    detail: { state: body.state },
  });
}
