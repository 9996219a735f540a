import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { orderStates } from '../orders/orders.public.js';
import { num } from './order-counts.repository.js';

// Read-only, like the rest of the overview: one customer as the Support inbox shows them.

/** SQL of the customer beside a Support thread. */
export function customerContextRepository(db: Kysely<Database>) {
  return {
    person(uid: string) {
      return db
        .selectFrom('users')
        .select(['id', 'name', 'username', 'account_type', 'plan'])
        .where('id', '=', uid)
        .executeTakeFirst();
    },

    /** The Partner's Editor and Artist. */
    team(uid: string) {
      return db
        .selectFrom('relationships as r')
        .innerJoin('users as u', 'u.id', 'r.other_id')
        .select(['u.id as uid', 'u.name as name', 'r.role as role'])
        .where('r.user_id', '=', uid)
        .where('r.role', 'in', ['Editor', 'Artist'])
        .orderBy('r.role', 'desc')
        .execute();
    },

    /** Unused credits by product and length. */
    async credits(uid: string) {
      const rows = await db
        .selectFrom('credit_balances')
        .select(['product', 'kind', 'duration_minutes', 'unused'])
        .where('user_id', '=', uid)
        .where('unused', '>', 0)
        .orderBy('product')
        .orderBy('duration_minutes')
        .execute();
      return rows.map((r) => ({ ...r, unused: num(r.unused) }));
    },

    /** The customer's open orders, soonest due first. */
    openOrders(uid: string) {
      return db
        .selectFrom('production_requests as r')
        .innerJoin('users as s', 's.id', 'r.staff_id')
        .select(['r.id', 'r.title', 'r.type', 's.name as staff', 'r.due_at'])
        .where('r.client_id', '=', uid)
        .where(orderStates('r').open)
        .orderBy('r.due_at')
        .orderBy('r.id')
        .execute();
    },

    /** The latest paid checkouts, newest first. */
    payments(uid: string, limit: number) {
      return db
        .selectFrom('payment_sessions')
        .select(['id', 'completed_at', 'amount_cents', 'currency', 'refunded_at'])
        .where('user_id', '=', uid)
        .where('completed_at', 'is not', null)
        .orderBy('completed_at', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute();
    },
  };
}

/** The customer context's SQL, for its use case. */
export type CustomerContextRepository = ReturnType<typeof customerContextRepository>;
