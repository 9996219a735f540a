import type {
  ExtensionRequestView,
  ExtensionResponse,
  ProductionRequest,
} from '../../../common/api/orders';
import { isDelivered, isOpen } from '../../../common/order-state';
import { dashboardPaths } from '../../../common/paths';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** A span of time for people, largest units first: '2 days 3 h', '5 h 20 min', '12 min'. */
export function formatSpan(ms: number): string {
  const total = Math.max(0, ms);
  const d = Math.floor(total / day);
  const h = Math.floor((total % day) / hour);
  const m = Math.floor((total % hour) / minute);
  if (d > 0)
    return h > 0 ? `${d} ${d === 1 ? 'day' : 'days'} ${h} h` : `${d} ${d === 1 ? 'day' : 'days'}`;
  if (h > 0) return m > 0 ? `${h} h ${m} min` : `${h} h`;
  return `${Math.max(m, total > 0 ? 1 : 0)} min`;
}

/** How long until a time: 'in 2 days 3 h', or 'passed' once it is behind us. */
export function timeUntil(iso: string, now: number = Date.now()): string {
  const left = new Date(iso).getTime() - now;
  if (Number.isNaN(left)) return '';
  return left <= 0 ? 'passed' : `in ${formatSpan(left)}`;
}

/**
 * What the Partner may still ask of an order's revisions (docs/orders.md): one per delivery of an
 * edit while it awaits review, again on each revision's delivery, until a delivery is accepted.
 */
export function revisionsText(
  order: Pick<ProductionRequest, 'type' | 'status' | 'revisions' | 'review' | 'version'>,
): string {
  if (order.type === 'Thumbnail')
    return 'None for thumbnails: a thumbnail credit buys one finished image, so to change it, order a new thumbnail.';
  const perDelivery =
    'Each delivery can be revised once, and each revision can be revised again, until you accept one.';
  if (isOpen(order)) return `Available once delivered. ${perDelivery}`;
  if (!isDelivered(order)) return 'None: nothing was delivered.';
  switch (order.review?.state) {
    case 'awaiting':
      return order.revisions > 0
        ? `1 available on this delivery. ${perDelivery}`
        : 'Used on this delivery.';
    case 'revised':
      return `Used: version ${order.version + 1} revises this delivery; ask further changes there.`;
    case 'accepted':
      return 'None: this delivery was accepted, which ends the revisions.';
    default:
      return perDelivery;
  }
}

/** docs/product.md §5: file names are shown truncated to 20 characters. */
export function shortName(name: string, max = 20): string {
  return name.length > max ? `${name.slice(0, max - 1)}…` : name;
}

/** The Inbox address of an order: its Inspect tab, or its Track tab. */
export function inboxHref(orderId: string, tab: 'inspect' | 'track' = 'inspect'): string {
  return dashboardPaths.inbox(tab === 'track' ? { track: orderId } : { active: orderId });
}

/** Whether GET extension answered a request for more time rather than `{}`. */
export function isExtension(answer: ExtensionResponse): answer is ExtensionRequestView {
  return 'state' in answer;
}
