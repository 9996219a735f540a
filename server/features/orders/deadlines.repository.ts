import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { orderStates } from './order-states.js';

/** The database or a transaction of it. */
type Executor = Kysely<Database>;

/** An overdue order's place in the scan: due time, then id, so paging never skips or repeats. */
export type OverdueKey = { id: string; due_at: string };

/** What the job needs to know about an order it cancelled. */
export type CancelledOrder = {
  id: string;
  staff_id: string;
  is_revision: number;
  of_request_id: string | null;
};

// An extension still waiting for the Partner (Pending and within its 24 hours) holds the order:
// it is not overdue until the Partner answers or the 24 hours end (docs/product.md §6).
const notHeld =
  (at: string) =>
  ({ not, exists, selectFrom }: ExpressionBuilder<Database, 'production_requests'>) =>
    not(
      exists(
        selectFrom('extension_requests as e')
          .select('e.request_id')
          .whereRef('e.request_id', '=', 'production_requests.id')
          .where('e.state', '=', 'Pending')
          .where('e.expires_at', '>', at),
      ),
    );

/** SQL of the deadline job (server/jobs/order-deadlines.ts). */
export function deadlinesRepository(db: Executor) {
  const states = orderStates();
  return {
    /**
     * Marks every Pending extension whose 24 hours ended at `at` as Expired and returns the
     * orders it changed, with their status. One conditional statement: when two instances run
     * it at once, each row is changed, and reported, by one of them only.
     */
    async expireExtensions(at: string): Promise<{ request_id: string; order_open: boolean }[]> {
      const expired = await db
        .updateTable('extension_requests')
        .set({ state: 'Expired' })
        .where('state', '=', 'Pending')
        .where('expires_at', '<=', at)
        .returning('request_id')
        .execute();
      if (expired.length === 0) return [];
      const open = await db
        .selectFrom('production_requests')
        .select('id')
        .where(
          'id',
          'in',
          expired.map((e) => e.request_id),
        )
        .where(states.open)
        .execute();
      const openIds = new Set(open.map((o) => o.id));
      return expired.map((e) => ({
        request_id: e.request_id,
        order_open: openIds.has(e.request_id),
      }));
    },

    /** The next `limit` open orders past due at `at` and not held, after `after` in scan order. */
    overdue(at: string, limit: number, after?: OverdueKey): Promise<OverdueKey[]> {
      let query = db
        .selectFrom('production_requests')
        .select(['id', 'due_at'])
        .where(states.pastDue(at))
        .where(notHeld(at));
      if (after)
        query = query.where((eb) =>
          eb.or([
            eb('due_at', '>', after.due_at),
            eb.and([eb('due_at', '=', after.due_at), eb('id', '>', after.id)]),
          ]),
        );
      return query.orderBy('due_at').orderBy('id').limit(limit).execute();
    },

    /**
     * Claims an overdue order by cancelling it, only if it is still open, past due and not held:
     * of two instances one changes the row and gets it back; the other gets undefined.
     */
    claim(on: Executor, orderId: string, at: string): Promise<CancelledOrder | undefined> {
      return on
        .updateTable('production_requests')
        .set({ status: 'cancelled', closed_at: at, close_reason: 'Overdue' })
        .where('id', '=', orderId)
        .where(states.pastDue(at))
        .where(notHeld(at))
        .returning(['id', 'staff_id', 'is_revision', 'of_request_id'])
        .executeTakeFirst();
    },

    /** Gives a delivered order back the revision a cancelled revision order took. */
    async giveRevisionBack(on: Executor, orderId: string): Promise<void> {
      await on
        .updateTable('production_requests')
        .set((eb) => ({ revisions_left: eb('revisions_left', '+', 1) }))
        .where('id', '=', orderId)
        .execute();
    },
  };
}
