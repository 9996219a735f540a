import type {
  Expression,
  ExpressionBuilder,
  Kysely,
  Selectable,
  SqlBool,
  UpdateObject,
} from 'kysely';
import type { Database, ProductionRequestsTable } from '../../db/schema.js';
import { orderStates } from './order-states.js';

/** A stored order. */
export type OrderRow = Selectable<ProductionRequestsTable>;

/** What a new order is given; the rest starts the same for every order. */
export type NewOrder = Omit<
  OrderRow,
  | 'is_revision'
  | 'of_request_id'
  | 'revisions_left'
  | 'status'
  | 'original_due_at'
  | 'activated_at'
  | 'closed_at'
  | 'close_reason'
  | 'delivery_message'
  | 'accepted_at'
  | 'accepted_by'
  | 'review_stars'
  | 'review_comment'
  | 'version'
> &
  Partial<Pick<OrderRow, 'is_revision' | 'of_request_id' | 'version'>>;

/**
 * A new order as stored: open, not started, due at `due_at` as first promised, and with no
 * revision to spend until it is delivered.
 */
export function openOrderRow(order: NewOrder): OrderRow {
  return {
    is_revision: 0,
    of_request_id: null,
    ...order,
    revisions_left: 0,
    status: 'open',
    original_due_at: order.due_at,
    activated_at: null,
    closed_at: null,
    close_reason: null,
    delivery_message: null,
    accepted_at: null,
    accepted_by: null,
    review_stars: null,
    review_comment: null,
    version: order.version ?? 1,
  };
}

type Orders = 'production_requests';

/**
 * Changes an open order only while `onlyIf` still holds of it, so that of two changes racing (a
 * delivery and the deadline job, two answers) one wins; true when this call changed the order.
 */
export async function changeOpenOrder(
  db: Kysely<Database>,
  id: string,
  change: (eb: ExpressionBuilder<Database, Orders>) => UpdateObject<Database, Orders>,
  onlyIf: (eb: ExpressionBuilder<Database, Orders>) => Expression<SqlBool>,
): Promise<boolean> {
  const result = await db
    .updateTable('production_requests')
    .set(change)
    .where('id', '=', id)
    .where(orderStates().open)
    .where(onlyIf)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** SQL of the order rows themselves: adding, reading and the changes of their life. */
export function orderRecordsRepository(db: Kysely<Database>) {
  return {
    async insertOrder(row: OrderRow): Promise<void> {
      await db.insertInto('production_requests').values(row).execute();
    },

    async findOrder(id: string): Promise<OrderRow | undefined> {
      return db
        .selectFrom('production_requests')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Sets activated_at once; false when it was already set or the order is not open. */
    activate(id: string, at: string): Promise<boolean> {
      return changeOpenOrder(
        db,
        id,
        () => ({ activated_at: at }),
        (eb) => eb('activated_at', 'is', null),
      );
    },

    /**
     * Closes an open order as delivered, only while it is open, assigned to `staffId` and not yet
     * due; false when another change (the deadline job, a pass-off) got there first.
     */
    markDelivered(
      id: string,
      change: { staffId: string; at: string; revisionsLeft: number; message: string | null },
    ): Promise<boolean> {
      return changeOpenOrder(
        db,
        id,
        (eb) => ({
          status: 'fulfilled',
          closed_at: change.at,
          close_reason: 'Fulfilled',
          revisions_left: change.revisionsLeft,
          delivery_message: change.message,
          activated_at: eb.fn.coalesce('activated_at', eb.val(change.at)),
        }),
        (eb) =>
          eb.and([eb('staff_id', '=', change.staffId), eb.not(orderStates().pastDue(change.at))]),
      );
    },

    /** Hands an open order from one staff member to another; false if it moved meanwhile. */
    reassign(id: string, change: { fromStaffId: string; toStaffId: string }): Promise<boolean> {
      return changeOpenOrder(
        db,
        id,
        () => ({ staff_id: change.toStaffId }),
        (eb) => eb('staff_id', '=', change.fromStaffId),
      );
    },
  };
}
