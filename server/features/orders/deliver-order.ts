import { randomUUID } from 'node:crypto';
import type { FulfillmentRequest, FulfillmentResponse } from '../../../common/api/orders.js';
import { orderLimits, teamLimits } from '../../../common/limits.js';
import { staffPayCents } from '../../../common/staff-pay.js';
import { AppError } from '../../errors.js';
import type { Principal } from '../../auth/tokens.js';
import { permittedOrder, requireOpen } from './order-guards.js';
import { orderRowStates } from './order-states.js';
import { notifyAfterCommit, type OrdersDeps } from './orders-deps.js';
import { ordersRepository } from './orders.repository.js';
import { uploadKindFor } from './place-order.js';

/**
 * POST /api/comm/send-fulfillment-form?uid={client}: the assigned staff member delivers an
 * open order of that client with their own uploads (videos for an edit, images for a
 * thumbnail). The order closes as Fulfilled and the job's pay is recorded (docs/product.md §9).
 */
export async function deliverOrder(
  deps: OrdersDeps,
  principal: Principal,
  clientUid: string,
  body: FulfillmentRequest,
): Promise<FulfillmentResponse> {
  const order = await permittedOrder(deps.db, principal, 'order.work', body.videoData.requestId);
  if (order.client_id !== clientUid) throw new AppError('not_found');
  const at = deps.now();
  requireOpen(order, at);
  if (body.file.some((f) => f.author !== principal.uid)) throw new AppError('not_found');

  const profile = await deps.teams.staffProfileOf(principal.uid);
  const tier = profile?.tier ?? teamLimits.defaultTier;
  const isRevision = orderRowStates.isRevision(order);
  const amountCents = staffPayCents(
    {
      type: order.type,
      product: order.product,
      durationMinutes: order.duration_minutes,
      isRevision,
    },
    tier,
  );
  const closedAt = at.toISOString();

  await deps.db.transaction().execute(async (trx) => {
    const r = ordersRepository(trx);
    const closed = await r.markDelivered(order.id, {
      staffId: principal.uid,
      at: closedAt,
      revisionsLeft: order.type === 'Edit' ? orderLimits.revisionsPerDelivery : 0,
      message: body.message === '' ? null : body.message,
    });
    if (!closed) {
      // Someone else changed it since it was read: the deadline job, or a pass-off.
      const fresh = await r.findOrder(order.id);
      if (!fresh || fresh.staff_id !== principal.uid) throw new AppError('not_found');
      if (!orderRowStates.isOpen(fresh)) throw new AppError('request_closed');
      throw new AppError('request_expired');
    }
    await deps.drive.attachUploads(
      {
        uploaderUid: principal.uid,
        uploads: body.file.map((f) => f.uri),
        kind: uploadKindFor[order.type],
        folderId: order.folder_id,
        orderId: order.id,
        layer: 2,
      },
      trx,
    );
    await r.insertEarning({
      id: randomUUID(),
      staff_id: principal.uid,
      request_id: order.id,
      tier,
      amount_cents: amountCents,
      created_at: closedAt,
    });
  });

  await notifyAfterCommit(deps, {
    event: 'fulfilled',
    orderId: order.id,
    actorId: principal.uid,
    at: closedAt,
    detail: { files: body.file.length },
  });
  return { requestId: order.id, earningsCents: amountCents };
}
