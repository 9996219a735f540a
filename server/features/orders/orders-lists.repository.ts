import type { Kysely, Selectable } from 'kysely';
import type { OrderStatus } from '../../../common/api/orders.js';
import { areClosedStatuses } from '../../../common/order-state.js';
import type { CursorKey } from '../../../common/api/paging.js';
import { orderSeenBy, orderWorkOf } from '../../access/order-access.repository.js';
import { beforeKey } from '../../db/keyset.js';
import type { Database, ExtensionRequestsTable } from '../../db/schema.js';
import type { OrderRow } from './order-records.repository.js';
import { orderStates } from './order-states.js';
import { reviewsRepository } from './reviews.repository.js';

/** An order with the names of its people and its folder, as lists show it. */
export type OrderListRow = OrderRow & {
  client_name: string;
  client_username: string;
  staff_name: string;
  staff_username: string;
  client_avatar_key: string | null;
  staff_avatar_key: string | null;
  author_name: string;
  folder_name: string;
};

/** An order's extension request. */
export type ExtensionRow = Selectable<ExtensionRequestsTable>;

/** A delivered file of an order (layer 2, finished). */
export type DeliveryRow = { id: string; order_id: string; original_name: string; mime: string };

/**
 * Which orders a list holds. Every field narrows it; `visibleTo` keeps the orders the user sees
 * through their own part in them, as the access module says (`orderSeenBy`).
 */
export type OrderFilter = {
  ids?: readonly string[];
  statuses?: readonly OrderStatus[];
  clientId?: string;
  staffId?: string;
  /** Open work of a staff member: assigned to them, or passed off to them and not yet answered. */
  workOf?: string;
  visibleTo?: string;
  /** Delivered, not accepted and not revised: waiting for the Partner's review. */
  awaitingReview?: boolean;
  /** Open and past due at `at`, or open and due between `at` and `soon`. */
  due?: { kind: 'overdue'; at: string } | { kind: 'soon'; at: string; soon: string };
  /** Paging: the orders after (older than) this creation time and id, at most `limit`. */
  before?: CursorKey;
  limit?: number;
};

/** SQL of the order lists and what each listed order shows: its extension and deliveries. */
export function ordersListsRepository(db: Kysely<Database>) {
  const states = orderStates('r');
  const listQuery = () =>
    db
      .selectFrom('production_requests as r')
      .innerJoin('users as c', 'c.id', 'r.client_id')
      .innerJoin('users as s', 's.id', 'r.staff_id')
      .innerJoin('users as a', 'a.id', 'r.author_id')
      .innerJoin('drive_folders as f', 'f.id', 'r.folder_id')
      .selectAll('r')
      .select([
        'c.name as client_name',
        'c.username as client_username',
        's.name as staff_name',
        's.username as staff_username',
        'c.avatar_key as client_avatar_key',
        's.avatar_key as staff_avatar_key',
        'a.name as author_name',
        'f.name as folder_name',
      ]);

  return {
    /** Orders of a filter with their people's names, newest first. */
    async listOrders(filter: OrderFilter): Promise<OrderListRow[]> {
      let query = listQuery();
      if (filter.ids) {
        if (filter.ids.length === 0) return [];
        query = query.where('r.id', 'in', [...filter.ids]);
      }
      if (filter.awaitingReview) query = query.where(states.awaitingReview);
      if (filter.due)
        query = query.where(
          filter.due.kind === 'overdue'
            ? states.pastDue(filter.due.at)
            : states.dueBetween(filter.due.at, filter.due.soon),
        );
      if (filter.statuses) {
        // Closed orders are said as "not open", which no index serves, so the newest-first walk
        // goes by the creation index and stops after one page instead of sorting them all.
        query = areClosedStatuses(filter.statuses)
          ? query.where(states.closed)
          : query.where('r.status', 'in', [...filter.statuses]);
      }
      if (filter.clientId) query = query.where('r.client_id', '=', filter.clientId);
      if (filter.staffId) query = query.where('r.staff_id', '=', filter.staffId);
      if (filter.workOf) query = query.where(orderWorkOf(db, filter.workOf));
      if (filter.visibleTo) query = query.where(orderSeenBy(db, filter.visibleTo));
      if (filter.before) query = query.where(beforeKey(['r.created_at', 'r.id'], filter.before));
      if (filter.limit !== undefined) query = query.limit(filter.limit);
      return query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').execute();
    },

    revisedAmong: (ids: readonly string[]) => reviewsRepository(db).revisedAmong(ids),

    async extensionsFor(ids: readonly string[]): Promise<ExtensionRow[]> {
      if (ids.length === 0) return [];
      return db
        .selectFrom('extension_requests')
        .selectAll()
        .where('request_id', 'in', [...ids])
        .execute();
    },

    /** Delivered files (layer 2) of the orders, oldest first. */
    async deliveriesFor(ids: readonly string[]): Promise<DeliveryRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('drive_files')
        .select(['id', 'order_id', 'original_name', 'mime'])
        .where('order_id', 'in', [...ids])
        .where('layer', '=', 2)
        .where('state', '=', 'finished')
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows as DeliveryRow[];
    },
  };
}
