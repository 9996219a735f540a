import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, StaffEarningsTable } from '../../db/schema.js';
import type { OrderRow } from './order-records.repository.js';

/** An earning with the order it was paid for. */
export type EarningRow = Selectable<StaffEarningsTable> & {
  title: string;
  type: OrderRow['type'];
  is_revision: number;
};

/** SQL of staff earnings: the pay recorded when an order is delivered. */
export function earningsRepository(db: Kysely<Database>) {
  return {
    async insertEarning(row: Insertable<StaffEarningsTable>): Promise<void> {
      await db.insertInto('staff_earnings').values(row).execute();
    },

    /** A staff member's earnings from `from` (inclusive) to `to` (exclusive), newest first. */
    async earningsOf(staffId: string, from: string, to: string): Promise<EarningRow[]> {
      return db
        .selectFrom('staff_earnings as e')
        .innerJoin('production_requests as r', 'r.id', 'e.request_id')
        .selectAll('e')
        .select(['r.title', 'r.type', 'r.is_revision'])
        .where('e.staff_id', '=', staffId)
        .where('e.created_at', '>=', from)
        .where('e.created_at', '<', to)
        .orderBy('e.created_at', 'desc')
        .orderBy('e.id', 'desc')
        .execute();
    },
  };
}
