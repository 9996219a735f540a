import type {
  AcceptDeliveryRequest,
  ProductionRequest,
  RequestsResponse,
  ReviewsQuery,
} from '../../../common/api/orders.js';
import { AppError } from '../../errors.js';
import { isAdmin } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { listedOrders, readOrder } from './order-lists.js';
import { permittedOrder } from './order-guards.js';
import { notifyAfterCommit, type OrdersDeps } from './orders-deps.js';
import { reviewsRepository } from './reviews.repository.js';

/**
 * POST /api/payment/fulfillment/accept: the Partner accepts a delivery that awaits their review,
 * with 1-5 stars and an optional comment, which ends the order's revision chain; the staff
 * member's rating is written again in the same transaction (common/staff-rating.ts). Staff and
 * Admins see the order but do not accept for the Partner (403); a stranger gets 404; an order
 * not awaiting review (open, cancelled, revised or already accepted) `not_awaiting_review`.
 */
export async function acceptDelivery(
  deps: OrdersDeps,
  principal: Principal,
  body: AcceptDeliveryRequest,
): Promise<ProductionRequest> {
  const order = await permittedOrder(deps.db, principal, 'order.accept', body.requestId);
  const at = deps.now().toISOString();

  await deps.db.transaction().execute(async (trx) => {
    const reviews = reviewsRepository(trx);
    const accepted = await reviews.accept(order.id, {
      at,
      stars: body.stars,
      comment: body.comment === '' ? null : body.comment,
      by: 'partner',
    });
    if (!accepted) throw new AppError('not_awaiting_review');
    await reviews.rerate(order.staff_id);
  });

  await notifyAfterCommit(deps, {
    event: 'accepted',
    orderId: order.id,
    actorId: principal.uid,
    at,
    detail: { stars: body.stars },
  });
  return readOrder(deps, principal, order.id);
}

/**
 * GET /api/payment/fulfillment/reviews: the deliveries awaiting the Partner's review, newest
 * first (an Admin: everyone's, or one client's with `uid`). Staff have nothing to review.
 */
export async function listAwaitingReview(
  deps: Pick<OrdersDeps, 'db'>,
  principal: Principal,
  query: ReviewsQuery,
): Promise<RequestsResponse> {
  if (isAdmin(principal)) return listedOrders(deps, { awaitingReview: true, clientId: query.uid });
  if (principal.accountType !== 'Partner') throw new AppError('forbidden');
  if (query.uid && query.uid !== principal.uid) throw new AppError('not_found');
  return listedOrders(deps, { awaitingReview: true, clientId: principal.uid });
}
