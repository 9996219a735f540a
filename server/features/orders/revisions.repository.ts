import type { Kysely, Selectable } from 'kysely';
import type { Database, ProductionRequestsTable } from '../../db/schema.js';
import { orderStates } from './order-states.js';

const states = orderStates();

/** The database or a transaction of it. */
type Executor = Kysely<Database>;

/** A stored order, as the revision rule reads it. */
export type RevisionOrderRow = Selectable<ProductionRequestsTable>;

/** SQL of revision requests: the delivered file's order, and the new revision order. */
export function revisionsRepository(db: Executor) {
  return {
    /** An order, or undefined. */
    findOrder(orderId: string): Promise<RevisionOrderRow | undefined> {
      return db
        .selectFrom('production_requests')
        .selectAll()
        .where('id', '=', orderId)
        .executeTakeFirst();
    },

    /** The staff member's edit speed in days, or null when unset. */
    async editSpeedDays(staffId: string): Promise<number | null> {
      const row = await db
        .selectFrom('users')
        .select('edit_speed_days')
        .where('id', '=', staffId)
        .executeTakeFirst();
      return row?.edit_speed_days ?? null;
    },

    /**
     * Takes one revision off a delivered order, only while it has one left: of two concurrent
     * requests for the last revision one changes the row, the other gets false. Returns how many
     * are left after this one, or null when none was left.
     */
    async takeRevision(on: Executor, orderId: string): Promise<number | null> {
      const result = await on
        .updateTable('production_requests')
        .set((eb) => ({ revisions_left: eb('revisions_left', '-', 1) }))
        .where('id', '=', orderId)
        .where(states.delivered)
        .where('revisions_left', '>', 0)
        .where((eb) => eb.not(states.accepted))
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return null;
      const row = await on
        .selectFrom('production_requests')
        .select('revisions_left')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      return row.revisions_left;
    },

    /** Adds the revision order. */
    async insertOrder(on: Executor, row: ProductionRequestsTable): Promise<void> {
      await on.insertInto('production_requests').values(row).execute();
    },
  };
}
