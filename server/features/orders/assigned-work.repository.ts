import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { orderStates } from './order-states.js';
import type { OrderRow } from './order-records.repository.js';

/** An open order as the Staff Scheduler places it. */
export type DueOrderRow = Pick<OrderRow, 'id' | 'title' | 'type' | 'due_at'> & {
  client_name: string;
};

/** SQL of the Staff Scheduler's view of orders: open work by due time, and how much of it. */
export function assignedWorkRepository(db: Kysely<Database>) {
  return {
    /** Open orders of a staff member due from `from` (inclusive) to `to` (exclusive), by due time. */
    async openDueBetween(staffId: string, from: string, to: string): Promise<DueOrderRow[]> {
      return db
        .selectFrom('production_requests as r')
        .innerJoin('users as c', 'c.id', 'r.client_id')
        .select(['r.id', 'r.title', 'r.type', 'r.due_at', 'c.name as client_name'])
        .where('r.staff_id', '=', staffId)
        .where(orderStates('r').open)
        .where('r.due_at', '>=', from)
        .where('r.due_at', '<', to)
        .orderBy('r.due_at')
        .orderBy('r.id')
        .execute();
    },

    /** Open orders per staff member. */
    async openCounts(staffIds: readonly string[]): Promise<Map<string, number>> {
      if (staffIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('production_requests')
        .select(['staff_id', (eb) => eb.fn.countAll<string | number>().as('n')])
        .where('staff_id', 'in', [...staffIds])
        .where(orderStates().open)
        .groupBy('staff_id')
        .execute();
      return new Map(rows.map((r) => [r.staff_id, Number(r.n)]));
    },
  };
}
