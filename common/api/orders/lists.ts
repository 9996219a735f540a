import { z } from 'zod/mini';
import { pagingLimits as P } from '../../limits.js';
import { CursorParam, LimitParam, NextCursor } from '../paging.js';
import { RequestId, Uid } from './ids.js';
import { CloseReason, OrderStatus, OrderType } from './order-form.js';
import { DeliveryReview } from './reviews.js';
import { PassOffState, ProductStatus } from './status.js';

/** A delivered or raw file of an order, as lists show it (docs/product.md §3 request `id` and `name`). */
export const OrderFileRef = z.object({ id: z.string(), name: z.string(), mime: z.string() });
export type OrderFileRef = z.infer<typeof OrderFileRef>;

/** A person on an order. */
export const OrderPerson = z.object({
  uid: z.string(),
  name: z.string(),
  username: z.string(),
  /** Where the person's picture is served; null or absent without one. */
  avatarUrl: z.optional(z.nullable(z.string())),
});
export type OrderPerson = z.infer<typeof OrderPerson>;

/**
 * A production request (docs/product.md §3): the §3 fields, where `id` and `name` are the first delivered
 * file (null before delivery), plus what the Inbox and the home page show.
 */
export const ProductionRequest = z.object({
  requestId: z.string(),
  title: z.string(),
  type: OrderType,
  isRevision: z.boolean(),
  videoRequestId: z.string(),
  ofRequestId: z.nullable(z.string()),
  client: z.string(),
  staffName: z.string(),
  author: z.string(),
  createdTime: z.string(),
  dueTime: z.string(),
  message: z.string(),
  revisions: z.number(),
  revisionDisabled: z.boolean(),
  id: z.nullable(z.string()),
  name: z.nullable(z.string()),
  // Beyond §3:
  status: OrderStatus,
  clientUser: OrderPerson,
  staffUser: OrderPerson,
  originalDueTime: z.string(),
  durationMinutes: z.nullable(z.number()),
  product: z.nullable(z.string()),
  folderId: z.string(),
  folderName: z.string(),
  closedTime: z.nullable(z.string()),
  closeReason: z.nullable(CloseReason),
  deliveries: z.array(OrderFileRef),
  /** The tracker's flags, so lists need no call per card. */
  progress: ProductStatus,
  /** A pass-off waiting for an Admin (Pending) or the new staff member (Assigned). */
  passOff: z.nullable(
    z.object({
      state: PassOffState,
      reason: z.string(),
      from: z.string(),
      newStaff: z.nullable(OrderPerson),
    }),
  ),
  /** The staff member's note that came with the delivery ("music is a placeholder"). */
  deliveryMessage: z.nullable(z.string()),
  /** Where the delivery stands with the Partner; null until delivered. */
  review: z.nullable(DeliveryReview),
  /** 1 for an order, 2 for its revision, 3 for that revision's revision, … */
  version: z.number(),
});
export type ProductionRequest = z.infer<typeof ProductionRequest>;

/** The Inbox's deadline filters: open orders past their due time, or due within 24 hours. */
export const DueFilter = z.enum(['overdue', 'soon'], 'Expected overdue or soon.');
export type DueFilter = z.infer<typeof DueFilter>;

/**
 * Query of GET /api/payment/fulfillment/requests (docs/product.md §7): `unfulfilled` or `fulfilled` (closed:
 * delivered or cancelled) orders of the caller; `management=true` the Partner's activity (an
 * Admin: every open order); `uid` a client's open orders assigned to the caller (fulfilment form).
 * Beyond §7, the Inbox's filters: `due` keeps open orders past due (`overdue`) or due within
 * 24 hours (`soon`), `staff` the orders of one staff member.
 */
export const RequestsQuery = z.object({
  type: z.enum(['unfulfilled', 'fulfilled']),
  management: z.optional(z.enum(['true', 'false'])),
  uid: z.optional(Uid),
  due: z.optional(DueFilter),
  staff: z.optional(Uid),
  /** Paging (decision 028): newest first, `pagingLimits.ordersDefault` without it, at most `ordersMax`. */
  limit: LimitParam(P.ordersDefault, P.ordersMax),
  cursor: z.optional(CursorParam(2)),
});
export type RequestsQuery = z.infer<typeof RequestsQuery>;
/** The requests query as a caller writes it: paging left out means the first default page. */
export type RequestsQueryInput = z.input<typeof RequestsQuery>;

/**
 * Answer of the requests and work lists. The requests list is one page (at most
 * `pagingLimits.ordersMax` orders) and says where the next starts (`nextCursor`, null on the
 * last page); the work list is a staff member's open work, whole.
 */
export const RequestsResponse = z.object({
  items: z.array(ProductionRequest),
  nextCursor: z.optional(NextCursor),
});
export type RequestsResponse = z.infer<typeof RequestsResponse>;

/** Query of GET /api/payment/fulfillment/reviews: Admins may name one client. */
export const ReviewsQuery = z.object({ uid: z.optional(Uid) });
export type ReviewsQuery = z.infer<typeof ReviewsQuery>;

/** Query of GET /api/payment/fulfillment/work (docs/product.md §7): open orders assigned to the caller. */
export const WorkQuery = z.object({ type: z.literal('assigned') });
export type WorkQuery = z.infer<typeof WorkQuery>;

/** Query naming one order. */
export const RequestQuery = z.object({ id: RequestId });
export type RequestQuery = z.infer<typeof RequestQuery>;

/** Body naming one order (activate). */
export const RequestRef = z.object({ requestId: RequestId });
export type RequestRef = z.infer<typeof RequestRef>;
