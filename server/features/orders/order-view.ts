import { avatarUrlOf } from '../../../common/api/accounts.js';
import {
  type DeliveryReview,
  revisionStatusRanks,
  statusRanks,
  type ExtensionState,
  type PassOffState,
  type ProductStatus,
  type ProductionRequest,
} from '../../../common/api/orders.js';
import { orderLimits } from '../../../common/limits.js';
import type { OrderRow } from './order-records.repository.js';
import type { DeliveryRow, ExtensionRow, OrderListRow } from './orders-lists.repository.js';
import type { PassOffRow } from './pass-offs.repository.js';
import { orderRowStates } from './order-states.js';

// Pure mappings from stored rows to what the API answers: the tracker's {ranks, flags, times}
// and the §3 production request with its extras.

const answeredState = (state: ExtensionState) => (state === 'Pending' ? null : state);
const movedState = (state: PassOffState) => (state === 'Pending' ? null : state);

/** What an order's tracker shows, from the order, its extension request and its pass-off. */
export function productStatusOf(
  order: Pick<
    OrderRow,
    'is_revision' | 'created_at' | 'activated_at' | 'close_reason' | 'closed_at'
  >,
  extension: ExtensionRow | undefined,
  passOff:
    | Pick<PassOffRow, 'state' | 'created_at' | 'assigned_at' | 'answered_at' | 'new_staff_name'>
    | undefined,
): ProductStatus {
  const extensionAnswered = extension && extension.state !== 'Pending' ? extension : undefined;
  const passOffMoved = passOff && passOff.state !== 'Pending' ? passOff : undefined;
  return {
    // A revision's tracker has only its closing step (docs/product.md §4), whichever type was asked.
    ranks: orderRowStates.isRevision(order) ? [...revisionStatusRanks] : [...statusRanks],
    flags: {
      requestActivated: order.activated_at !== null,
      moreTimeSent: extension !== undefined,
      moreTimeStatus: extensionAnswered ? answeredState(extensionAnswered.state) : null,
      moreTimeDuration: extension ? extension.days : null,
      passOffSent: passOff !== undefined,
      passOffStatus: passOffMoved ? movedState(passOffMoved.state) : null,
      newStaff: passOff?.new_staff_name ?? null,
      closeReason: order.close_reason,
      closedOn: order.closed_at,
    },
    times: {
      requestOpened: order.created_at,
      requestActivated: order.activated_at,
      moreTimeSent: extension?.created_at ?? null,
      // An unanswered request expires at its deadline; the job may not have written it down.
      moreTimeStatus: extensionAnswered
        ? (extensionAnswered.answered_at ?? extensionAnswered.expires_at)
        : null,
      passOffSent: passOff?.created_at ?? null,
      passOffStatus: passOffMoved ? (passOffMoved.answered_at ?? passOffMoved.assigned_at) : null,
      closedOn: order.closed_at,
    },
  };
}

const dayMs = 24 * 3_600_000;

/** Where a delivered order stands with its Partner; null before delivery and when cancelled. */
export function reviewOf(
  row: Pick<
    OrderRow,
    'status' | 'closed_at' | 'accepted_at' | 'accepted_by' | 'review_stars' | 'review_comment'
  >,
  revised: boolean,
): DeliveryReview | null {
  if (!orderRowStates.isDelivered(row) || !row.closed_at) return null;
  const given = {
    stars: row.review_stars,
    comment: row.review_comment,
    acceptedTime: row.accepted_at,
    auto: row.accepted_by === 'auto',
  };
  if (row.accepted_at) return { state: 'accepted', ...given, autoAcceptTime: null };
  if (revised) return { state: 'revised', ...given, autoAcceptTime: null };
  const autoAt = Date.parse(row.closed_at) + orderLimits.autoAcceptDays * dayMs;
  return { state: 'awaiting', ...given, autoAcceptTime: new Date(autoAt).toISOString() };
}

/** What a list or the Inspect tab shows of one order. */
export function toProductionRequest(
  row: OrderListRow,
  related: {
    extension: ExtensionRow | undefined;
    passOff: PassOffRow | undefined;
    deliveries: readonly DeliveryRow[];
    /** A revision of this order is open or delivered. */
    revised?: boolean;
  },
): ProductionRequest {
  const { extension, passOff, deliveries } = related;
  const first = deliveries[0];
  const review = reviewOf(row, related.revised ?? false);
  return {
    requestId: row.id,
    title: row.title,
    type: row.type,
    isRevision: orderRowStates.isRevision(row),
    videoRequestId: row.video_request_id,
    ofRequestId: row.of_request_id,
    client: row.client_name,
    staffName: row.staff_name,
    author: row.author_name,
    createdTime: row.created_at,
    dueTime: row.due_at,
    message: row.message,
    revisions: row.revisions_left,
    // A revision is asked of an edit's delivery while it awaits the Partner's review: once per
    // delivery, and the revision's own delivery may be revised again (docs/orders.md).
    revisionDisabled: !(row.type === 'Edit' && review?.state === 'awaiting'),
    id: first?.id ?? null,
    name: first?.original_name ?? null,
    status: row.status,
    clientUser: {
      uid: row.client_id,
      name: row.client_name,
      username: row.client_username,
      avatarUrl: row.client_avatar_key ? avatarUrlOf(row.client_id, row.client_avatar_key) : null,
    },
    staffUser: {
      uid: row.staff_id,
      name: row.staff_name,
      username: row.staff_username,
      avatarUrl: row.staff_avatar_key ? avatarUrlOf(row.staff_id, row.staff_avatar_key) : null,
    },
    originalDueTime: row.original_due_at,
    durationMinutes: row.duration_minutes,
    product: row.product,
    folderId: row.folder_id,
    folderName: row.folder_name,
    closedTime: row.closed_at,
    closeReason: row.close_reason,
    deliveries: deliveries.map((d) => ({ id: d.id, name: d.original_name, mime: d.mime })),
    progress: productStatusOf(row, extension, passOff),
    // Shown while someone still has to act on it: an Admin (Pending, Declined) or the new staff
    // member (Assigned). An accepted one lives on in the tracker's flags.
    passOff:
      passOff && passOff.state !== 'Accepted'
        ? {
            state: passOff.state,
            reason: passOff.reason,
            from: passOff.from_name,
            newStaff:
              passOff.new_staff_id && passOff.new_staff_name && passOff.new_staff_username
                ? {
                    uid: passOff.new_staff_id,
                    name: passOff.new_staff_name,
                    username: passOff.new_staff_username,
                  }
                : null,
          }
        : null,
    deliveryMessage: row.delivery_message,
    review,
    version: row.version,
  };
}
