import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { orderStates } from '../orders/orders.public.js';
import { num } from './order-counts.repository.js';

// Read-only, like the rest of the overview: one staff member's rating, pay and closed orders.

/** SQL of an Admin's staff page. */
export function staffRecordRepository(db: Kysely<Database>) {
  return {
    /** The staff member's rating, or undefined when the user is not staff. */
    async staffRating(uid: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('users')
        .select('rating')
        .where('id', '=', uid)
        .where('account_type', '=', 'Production')
        .executeTakeFirst();
      return row?.rating;
    },

    /** Who last set the staff member's status, when and why (null before any change). */
    async statusChange(uid: string) {
      return db
        .selectFrom('staff_profiles as p')
        .leftJoin('users as u', 'u.id', 'p.status_set_by')
        .select(['p.status_set_by', 'p.status_set_at', 'p.status_reason', 'u.name'])
        .where('p.user_id', '=', uid)
        .executeTakeFirst();
    },

    /** Pay recorded since `from` (all time without), and for how many jobs. */
    async earnings(uid: string, from?: string) {
      let query = db
        .selectFrom('staff_earnings')
        .select((eb) => [
          eb.fn.countAll<string | number>().as('n'),
          eb.fn.sum<string | number | null>('amount_cents').as('cents'),
        ])
        .where('staff_id', '=', uid);
      if (from) query = query.where('created_at', '>=', from);
      const row = await query.executeTakeFirstOrThrow();
      return { jobs: num(row.n), cents: num(row.cents) };
    },

    /**
     * Everything the rating is made of, oldest first: each delivery accepted with stars (at its
     * acceptance) and each order cancelled at its due time (at its close), with title and client.
     */
    async ratingFacts(uid: string) {
      const rows = await db
        .selectFrom('production_requests as r')
        .innerJoin('users as c', 'c.id', 'r.client_id')
        .select([
          'r.id',
          'r.title',
          'c.name as client',
          'r.review_stars',
          'r.accepted_at',
          'r.closed_at',
          'r.status',
          'r.close_reason',
        ])
        .where('r.staff_id', '=', uid)
        .where((eb) => eb.or([eb('r.review_stars', 'is not', null), orderStates('r').expired]))
        .execute();
      return rows;
    },

    /** The staff member's latest closed orders with what each paid. */
    async recentClosed(uid: string, limit: number) {
      return db
        .selectFrom('production_requests as r')
        .innerJoin('users as c', 'c.id', 'r.client_id')
        .leftJoin('staff_earnings as e', (join) =>
          join.onRef('e.request_id', '=', 'r.id').onRef('e.staff_id', '=', 'r.staff_id'),
        )
        .select([
          'r.id',
          'r.title',
          'r.type',
          'c.name as client',
          'r.status',
          'r.closed_at',
          'r.close_reason',
          'e.amount_cents',
        ])
        .where('r.staff_id', '=', uid)
        .where(orderStates('r').closed)
        .where('r.closed_at', 'is not', null)
        .orderBy('r.closed_at', 'desc')
        .orderBy('r.id')
        .limit(limit)
        .execute();
    },
  };
}

/** The staff page's SQL, for its use case. */
export type StaffRecordRepository = ReturnType<typeof staffRecordRepository>;
