import type { Kysely } from 'kysely';
import { missedListMax } from '../../../common/api/admin-overview.js';
import type { Database } from '../../db/schema.js';
import { orderStates } from '../orders/orders.public.js';
import { num } from './order-counts.repository.js';

// The deadlines missed: orders the deadline job cancelled at their due time (the orders module
// says which), and the Admins' marks that they looked at one, which this feature owns.

/** SQL of the missed deadlines of the Admin's Dashboard. */
export function missedDeadlinesRepository(db: Kysely<Database>) {
  const missed = () =>
    db
      .selectFrom('production_requests as r')
      .leftJoin('missed_deadline_checks as c', 'c.request_id', 'r.id')
      .where(orderStates('r').expired);
  return {
    /** How many were missed since `from`, and how many nobody has looked at. */
    async counts(from: string) {
      const row = await missed()
        .select((eb) => [
          eb.fn
            .sum<string | number | null>(
              eb.case().when('r.closed_at', '>=', from).then(1).else(0).end(),
            )
            .as('since'),
          eb.fn
            .sum<string | number | null>(
              eb.case().when('c.request_id', 'is', null).then(1).else(0).end(),
            )
            .as('unchecked'),
        ])
        .executeTakeFirstOrThrow();
      return { since: num(row.since), unchecked: num(row.unchecked) };
    },

    /** The newest missed deadlines nobody has looked at, with their staff member and Partner. */
    unchecked() {
      return missed()
        .innerJoin('users as s', 's.id', 'r.staff_id')
        .innerJoin('users as p', 'p.id', 'r.client_id')
        .select([
          'r.id',
          'r.title',
          'r.type',
          'r.due_at',
          'r.closed_at',
          's.id as staff_id',
          's.name as staff_name',
          'p.id as partner_id',
          'p.name as partner_name',
        ])
        .where('c.request_id', 'is', null)
        .orderBy('r.closed_at', 'desc')
        .orderBy('r.id')
        .limit(missedListMax)
        .execute();
    },

    /** Whether `orderId` is a missed deadline, and who looked at it if anyone did. */
    find(orderId: string) {
      return missed()
        .leftJoin('users as u', 'u.id', 'c.checked_by')
        .select(['r.id', 'c.checked_at', 'u.name as checked_by_name'])
        .where('r.id', '=', orderId)
        .executeTakeFirst();
    },

    /** Marks a missed deadline looked at; false when an Admin already had (nothing changes). */
    async check(orderId: string, by: string, at: string): Promise<boolean> {
      const result = await db
        .insertInto('missed_deadline_checks')
        .values({ request_id: orderId, checked_by: by, checked_at: at })
        .onConflict((oc) => oc.column('request_id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
}

/** The missed deadlines' SQL, for the overview's use cases. */
export type MissedDeadlinesRepository = ReturnType<typeof missedDeadlinesRepository>;
