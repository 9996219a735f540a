import type { ProductName } from '../../../common/api/payments.js';
import type {
  CloseReason,
  ExtensionState,
  OrderStatus,
  OrderType,
  PassOffState,
} from '../../../common/api/orders.js';
import type { OrderEventName } from '../../../common/realtime.js';

/** An order for one edit or one thumbnail (docs/product.md §3 Production request). */
export interface ProductionRequestsTable {
  id: string;
  /** Shared by the edit and the thumbnail one order form opened. */
  video_request_id: string;
  type: OrderType;
  title: string;
  message: string;
  client_id: string;
  staff_id: string;
  author_id: string;
  folder_id: string;
  product: ProductName | null;
  duration_minutes: number | null;
  is_revision: number;
  of_request_id: string | null;
  revisions_left: number;
  status: OrderStatus;
  created_at: string;
  due_at: string;
  original_due_at: string;
  activated_at: string | null;
  closed_at: string | null;
  close_reason: CloseReason | null;
  /** The staff member's note to the Partner that came with the delivery. */
  delivery_message: string | null;
  /** When the Partner (or, after a week without an answer, the deadline job) accepted it. */
  accepted_at: string | null;
  accepted_by: 'partner' | 'auto' | null;
  /** The Partner's 1-5 stars and comment on accepting; none when accepted automatically. */
  review_stars: number | null;
  review_comment: string | null;
  /** 1 for an order, its revision 2, that revision's revision 3, … */
  version: number;
}

/** Staff asking for more time on an order; one per order (docs/product.md §3 Extension request). */
export interface ExtensionRequestsTable {
  request_id: string;
  staff_id: string;
  days: number;
  reason: string;
  state: ExtensionState;
  created_at: string;
  expires_at: string;
  answered_at: string | null;
}

/** Staff asking to hand an order to someone else; an Admin picks who, who accepts or declines. */
export interface PassOffsTable {
  request_id: string;
  from_staff_id: string;
  reason: string;
  state: PassOffState;
  new_staff_id: string | null;
  created_at: string;
  assigned_at: string | null;
  answered_at: string | null;
}

/** What a staff member earned for a delivered order, by the docs/product.md §9 tier table. */
export interface StaffEarningsTable {
  id: string;
  staff_id: string;
  request_id: string;
  tier: number;
  amount_cents: number;
  created_at: string;
}

/** Every order event, in order: the notifier's record and the tracker's dates. */
export interface OrderEventsTable {
  id: string;
  request_id: string;
  event: OrderEventName;
  actor_id: string | null;
  /** JSON with the event's particulars (days asked, answer, new staff). */
  detail: string | null;
  created_at: string;
}

/** An Admin looked at a missed deadline (an order the deadline job cancelled): who and when. */
export interface MissedDeadlineChecksTable {
  request_id: string;
  checked_by: string;
  checked_at: string;
}
