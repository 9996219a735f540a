import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { RevisionResponse } from '../../../common/api/orders.js';
import { orderLimits } from '../../../common/limits.js';
import { orderDueAt, orderSpeedDays } from '../../../common/order-due.js';
import type { Database } from '../../db/schema.js';
import { accessRules } from '../../access/access.js';
import { AppError } from '../../errors.js';
import { isAdmin } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { driveFileFacts } from '../drive/drive.public.js';
import type { OrderNotifier } from './order-notifier.js';
import { openOrderRow } from './order-records.repository.js';
import { revisionsRepository } from './revisions.repository.js';
import { orderRowStates } from './order-states.js';
import type { Clock } from '../../clock.js';

/** What the revision rule needs. */
export type RevisionsDeps = {
  db: Kysely<Database>;
  notifier: OrderNotifier;
  /** The orders clock (OrdersDeps.now). */
  now: Clock;
  /**
   * Inside the revision's transaction: ties the delivery's open review notes to the revision, so
   * the editor works through them (the review feature, wired by the composition root).
   */
  gatherNotes?: (
    trx: Kysely<Database>,
    input: { versionId: string; fileId: string; revisionId: string },
  ) => Promise<{ count: number; list: string }>;
};

/**
 * Opens a revision order for a delivered file (layer 2) of a delivered Edit order of the
 * caller's (or any, for an Admin): same video, folder, title and staff member, the message as
 * its brief, due after the staff member's edit speed; no credit is spent. The delivery's
 * revision is taken in the same transaction, only while it has one and is not accepted; the
 * revision's own delivery allows one again, so the chain goes on until the Partner accepts.
 * Staff availability is not checked: the revision goes back to the person who made the edit.
 */
export async function requestRevision(
  deps: RevisionsDeps,
  principal: Principal,
  fileId: string,
  message: string,
): Promise<RevisionResponse> {
  const { db, notifier } = deps;
  const repo = revisionsRepository(db);
  const now = deps.now();
  const at = now.toISOString();
  const [file] = await driveFileFacts(db, [fileId]);
  if (!file) throw new AppError('not_found');
  const order = file.orderId ? await repo.findOrder(file.orderId) : undefined;
  if (!order) {
    // A file on no order: its owner learns revisions are for deliveries; others learn nothing.
    const own = file.uploaderId === principal.uid || file.folderOwnerId === principal.uid;
    throw new AppError(own || isAdmin(principal) ? 'revision_not_allowed' : 'not_found');
  }
  await accessRules(db).require(principal, 'order.revise', order.id);
  const delivered =
    file.layer === 2 &&
    file.state === 'finished' &&
    order.type === 'Edit' &&
    orderRowStates.isDelivered(order);
  if (!delivered) throw new AppError('revision_not_allowed');
  // An accepted delivery is final: accepting ends the chain of revisions.
  if (order.accepted_at !== null) throw new AppError('not_awaiting_review');
  if (order.revisions_left <= 0) throw new AppError('no_revisions_left');

  // A revision is an edit, due by the order's own rule (the editor's speed, else the slowest).
  const editSpeed = await repo.editSpeedDays(order.staff_id);
  const speedDays = orderSpeedDays('Edit', { editSpeed, thumbnailSpeed: null });
  const due = orderDueAt(now, Math.max(1, speedDays)).toISOString();
  const orderId = randomUUID();
  const { left: revisionsLeft, notes } = await db.transaction().execute(async (trx) => {
    const left = await repo.takeRevision(trx, order.id);
    if (left === null) throw new AppError('no_revisions_left');
    await repo.insertOrder(
      trx,
      // A revision allows its own revision once it is delivered (set by delivery).
      openOrderRow({
        id: orderId,
        video_request_id: order.video_request_id,
        type: 'Edit',
        title: order.title,
        message,
        client_id: order.client_id,
        staff_id: order.staff_id,
        author_id: principal.uid,
        folder_id: order.folder_id,
        // Copied for the staff member's pay; a revision spends no credit.
        product: order.product,
        duration_minutes: order.duration_minutes,
        is_revision: 1,
        of_request_id: order.id,
        version: order.version + 1,
        created_at: at,
        due_at: due,
      }),
    );
    const notes = (await deps.gatherNotes?.(trx, {
      versionId: order.id,
      fileId,
      revisionId: orderId,
    })) ?? { count: 0, list: '' };
    // The notes may say what should change; without any, the message must (§5: 20 or more).
    if (notes.count === 0 && message.length < orderLimits.revisionMessageMin)
      throw new AppError('revision_message_short');
    return { left, notes };
  });
  await notifier.notify({
    event: 'revisionAsked',
    orderId,
    actorId: principal.uid,
    at,
    // The notes go in this message, so the note digest does not announce them again after it.
    detail: {
      ofRequestId: order.id,
      message,
      ...(notes.count > 0 ? { notes: notes.count, list: notes.list } : {}),
    },
  });
  return { requestId: orderId, revisionsLeft };
}
