import { randomUUID } from 'node:crypto';
import { kindOfMime, type UploadKind } from '../../../common/api/drive.js';
import type {
  OrderType,
  ProductionFormRequest,
  ProductionFormResponse,
} from '../../../common/api/orders.js';
import type { TeamRole } from '../../../common/api/teams.js';
import { orderDueAt, orderSpeedDays } from '../../../common/order-due.js';
import type { CreditKind } from '../../../common/pricing.js';
import { AppError } from '../../errors.js';
import { requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { spendCredit } from '../payments/payments.public.js';
import { openOrderRow } from './order-records.repository.js';
import { notifyAfterCommit, type OrdersDeps } from './orders-deps.js';
import { ordersRepository } from './orders.repository.js';

/** What each order type needs of its staff member. */
const roleFor: Record<OrderType, TeamRole> = { Edit: 'Editor', Thumbnail: 'Artist' };

/** What each order type is made from, and delivered as. */
export const uploadKindFor: Record<OrderType, UploadKind> = { Edit: 'video', Thumbnail: 'image' };

/** One order a production form opens. */
type PlannedOrder = {
  type: OrderType;
  kind: CreditKind;
  staffId: string;
  speedDays: number;
  message: string;
  uploads: string[];
  uploadKind: UploadKind;
};

/** Checks the form's staff picks and plans one order per ticked kind. */
async function planOrders(
  teams: OrdersDeps['teams'],
  partnerId: string,
  body: ProductionFormRequest,
  at: Date,
): Promise<PlannedOrder[]> {
  const { form } = body;
  const picks: Array<{ type: OrderType; staffId: string; field: string; message: string }> = [];
  if (form.editsEnabled && form.assignedEditor)
    picks.push({
      type: 'Edit',
      staffId: form.assignedEditor,
      field: 'assignedEditor',
      message: form.editDescription,
    });
  if (form.thumbnailsEnabled && form.assignedArtist)
    picks.push({
      type: 'Thumbnail',
      staffId: form.assignedArtist,
      field: 'assignedArtist',
      message: form.thumbnailDescription,
    });

  const onTeam = await Promise.all(
    picks.map((p) => teams.isOnTeam(partnerId, p.staffId, roleFor[p.type])),
  );
  const fieldErrors: Record<string, string> = {};
  picks.forEach((p, i) => {
    if (!onTeam[i])
      fieldErrors[p.field] =
        p.type === 'Edit' ? 'Choose an editor of your team.' : 'Choose an artist of your team.';
  });
  if (Object.keys(fieldErrors).length > 0) throw new AppError('invalid_input', {}, fieldErrors);

  const available = await Promise.all(picks.map((p) => teams.isAvailable(p.staffId, at)));
  if (available.some((a) => !a)) throw new AppError('staff_unavailable');

  const profiles = await Promise.all(picks.map((p) => teams.staffProfileOf(p.staffId)));
  return picks.map((p, i) => {
    const profile = profiles[i];
    const uploadKind = uploadKindFor[p.type];
    // The order form shows the same due date before the order is placed.
    const speedDays = orderSpeedDays(p.type, profile);
    return {
      type: p.type,
      kind: p.type === 'Edit' ? 'edit' : 'thumbnail',
      staffId: p.staffId,
      speedDays,
      message: p.message,
      uploads: body.file.filter((f) => kindOfMime(f.type) === uploadKind).map((f) => f.uri),
      uploadKind,
    };
  });
}

/**
 * POST /api/comm/send-production-form: a Partner orders an edit and/or a thumbnail from their
 * team. The folder, the orders, the credits spent and the uploads attached commit together:
 * any failure (no credit, an unfinished upload) leaves nothing written.
 */
export async function placeOrder(
  deps: OrdersDeps,
  principal: Principal,
  body: ProductionFormRequest,
): Promise<ProductionFormResponse> {
  requireAccountType(principal, 'Partner');
  const at = deps.now();
  const createdAt = at.toISOString();
  const planned = await planOrders(deps.teams, principal.uid, body, at);
  const videoRequestId = randomUUID();
  const { form } = body;

  const orderIds = await deps.db.transaction().execute(async (trx) => {
    const folder = await deps.drive.folderNamed(principal.uid, body.folderName, trx);
    const r = ordersRepository(trx);
    const ids: string[] = [];
    for (const plan of planned) {
      const id = randomUUID();
      const spent = await spendCredit(trx, {
        userId: principal.uid,
        orderId: id,
        kind: plan.kind,
        durationMinutes: plan.kind === 'edit' ? (form.duration ?? null) : null,
        ...(plan.kind === 'edit' && form.product ? { product: form.product } : {}),
        at: createdAt,
      });
      await r.insertOrder(
        openOrderRow({
          id,
          video_request_id: videoRequestId,
          type: plan.type,
          title: form.videoName,
          message: plan.message,
          client_id: principal.uid,
          staff_id: plan.staffId,
          author_id: principal.uid,
          folder_id: folder.id,
          product: plan.kind === 'edit' ? spent.product : null,
          duration_minutes: plan.kind === 'edit' ? spent.durationMinutes : null,
          created_at: createdAt,
          due_at: orderDueAt(at, plan.speedDays).toISOString(),
        }),
      );
      if (plan.uploads.length > 0)
        await deps.drive.attachUploads(
          {
            uploaderUid: principal.uid,
            uploads: plan.uploads,
            kind: plan.uploadKind,
            folderId: folder.id,
            orderId: id,
            layer: 1,
          },
          trx,
        );
      ids.push(id);
    }
    return ids;
  });

  for (const orderId of orderIds)
    await notifyAfterCommit(deps, {
      event: 'placed',
      orderId,
      actorId: principal.uid,
      at: createdAt,
    });
  return { videoRequestId, requestIds: orderIds };
}
