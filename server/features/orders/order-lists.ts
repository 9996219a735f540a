import type {
  DueFilter,
  ProductStatus,
  ProductionRequest,
  RequestsQuery,
  RequestsResponse,
} from '../../../common/api/orders.js';
import { closedStatuses } from '../../../common/order-state.js';
import { pageOf } from '../../db/keyset.js';
import { AppError } from '../../errors.js';
import { isAdmin, requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { statusOf, permittedOrder } from './order-guards.js';
import { toProductionRequest } from './order-view.js';
import type { OrdersDeps } from './orders-deps.js';
import type { OrderFilter, OrderListRow } from './orders-lists.repository.js';
import { ordersRepository, type OrdersRepository } from './orders.repository.js';

/** What the lists and the tracker read with: the database. */
type ListDeps = Pick<OrdersDeps, 'db'>;

const dayMs = 24 * 60 * 60 * 1000;

/** The deadline filter of the Inbox, on the orders clock: past due, or due within 24 hours. */
function dueFilter(due: DueFilter, now: Date): NonNullable<OrderFilter['due']> {
  const at = now.toISOString();
  return due === 'overdue'
    ? { kind: 'overdue', at }
    : { kind: 'soon', at, soon: new Date(now.getTime() + dayMs).toISOString() };
}

/** Rows to answers, with every order's extension, pass-off and deliveries read in one go each. */
async function present(
  repo: OrdersRepository,
  rows: readonly OrderListRow[],
): Promise<ProductionRequest[]> {
  const ids = rows.map((r) => r.id);
  const [extensions, passOffs, deliveries, revised] = await Promise.all([
    repo.extensionsFor(ids),
    repo.passOffsFor(ids),
    repo.deliveriesFor(ids),
    repo.revisedAmong(ids),
  ]);
  const extensionOf = new Map(extensions.map((e) => [e.request_id, e]));
  const passOffOf = new Map(passOffs.map((p) => [p.request_id, p]));
  const deliveriesOf = new Map<string, typeof deliveries>();
  for (const file of deliveries) {
    const list = deliveriesOf.get(file.order_id);
    if (list) list.push(file);
    else deliveriesOf.set(file.order_id, [file]);
  }
  return rows.map((row) =>
    toProductionRequest(row, {
      extension: extensionOf.get(row.id),
      passOff: passOffOf.get(row.id),
      deliveries: deliveriesOf.get(row.id) ?? [],
      revised: revised.has(row.id),
    }),
  );
}

/** The orders of a filter as a list answers them. */
export async function listedOrders(deps: ListDeps, filter: OrderFilter): Promise<RequestsResponse> {
  const repo = ordersRepository(deps.db);
  return { items: await present(repo, await repo.listOrders(filter)) };
}

/**
 * GET /api/payment/fulfillment/requests (docs/product.md §7): `unfulfilled` (open) or `fulfilled`
 * (delivered or cancelled) orders, revisions included, newest first. A Partner sees their
 * own, staff those assigned to them, an Admin all; `uid` narrows to one client's orders.
 * `management=true` needs no narrowing of its own: a Partner's activity is their orders, an
 * Admin's every order. `due` and `staff` narrow whatever the caller sees; a closed order is
 * never overdue nor due soon, so `due` with `fulfilled` lists nothing.
 */
export async function listOrders(
  deps: Pick<OrdersDeps, 'db' | 'now'>,
  principal: Principal,
  query: RequestsQuery,
): Promise<RequestsResponse> {
  const filter: OrderFilter = {
    statuses: query.type === 'unfulfilled' ? ['open'] : closedStatuses,
    // One more than the page, to tell whether another follows.
    limit: query.limit + 1,
    ...(query.cursor ? { before: query.cursor } : {}),
    ...(query.due ? { due: dueFilter(query.due, deps.now()) } : {}),
    ...(query.staff ? { staffId: query.staff } : {}),
  };
  switch (principal.accountType) {
    case 'Partner':
      // A Partner names nobody but themselves.
      if (query.uid && query.uid !== principal.uid) throw new AppError('not_found');
      filter.clientId = principal.uid;
      break;
    case 'Production':
      // Staff see only their own orders, so naming someone else finds nothing to list.
      if (query.staff && query.staff !== principal.uid) throw new AppError('not_found');
      filter.staffId = principal.uid;
      if (query.uid) filter.clientId = query.uid;
      break;
    case 'Admin':
      if (query.uid) filter.clientId = query.uid;
      break;
    default:
      throw new AppError('forbidden');
  }
  const repo = ordersRepository(deps.db);
  const page = pageOf(await repo.listOrders(filter), query.limit, (r) => [r.created_at, r.id]);
  return { items: await present(repo, page.rows), nextCursor: page.nextCursor };
}

/** GET /api/payment/fulfillment/request?id=: one order the caller may see; 404 otherwise. */
export async function readOrder(
  deps: ListDeps,
  principal: Principal,
  id: string,
): Promise<ProductionRequest> {
  const repo = ordersRepository(deps.db);
  const [row] = await repo.listOrders({
    ids: [id],
    ...(isAdmin(principal) ? {} : { visibleTo: principal.uid }),
  });
  if (!row) throw new AppError('not_found');
  const [item] = await present(repo, [row]);
  if (!item) throw new AppError('not_found');
  return item;
}

/**
 * GET /api/payment/fulfillment/work?type=assigned (docs/product.md §7): a staff member's open
 * orders, and those an Admin passed off to them that await their answer.
 */
export async function listAssignedWork(
  deps: ListDeps,
  principal: Principal,
): Promise<RequestsResponse> {
  requireAccountType(principal, 'Production');
  return listedOrders(deps, { statuses: ['open'], workOf: principal.uid });
}

/**
 * GET /api/payment/product?type=status|status-revision&id= (docs/product.md §7): the tracker's
 * ranks, flags and times. The order decides the ranks: a revision answers its own (closing step
 * only) even when asked with type=status, so an old link cannot show steps it never has.
 */
export async function readTracker(
  deps: ListDeps,
  principal: Principal,
  id: string,
): Promise<ProductStatus> {
  const repo = ordersRepository(deps.db);
  return statusOf(repo, await permittedOrder(deps.db, principal, 'order.read', id));
}
