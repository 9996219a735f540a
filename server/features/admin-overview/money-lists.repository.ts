import type { Kysely } from 'kysely';
import type { CursorKey } from '../../../common/api/paging.js';
import { beforeKey } from '../../db/keyset.js';
import type { Database } from '../../db/schema.js';
import { num } from './order-counts.repository.js';

// The lists behind the Dashboard's money figures, read-only over the payments and orders
// features' tables, with the same conditions as the figures (admin-overview.repository.ts).

/** A month as the half-open range of ISO times `[from, to)`. */
export type MonthRange = { from: string; to: string };

/** A paid checkout with its buyer and receipt. */
export type SaleRow = {
  id: string;
  completed_at: string;
  amount_cents: number;
  lines: string;
  buyer_id: string;
  buyer_name: string;
  buyer_username: string;
  receipt_number: number | null;
};

/** SQL of a month's sales and staff pay. */
export function moneyListsRepository(db: Kysely<Database>) {
  // Paid, completed in the month and not refunded: the Dashboard's "Sales".
  const sales = (month: MonthRange) =>
    db
      .selectFrom('payment_sessions as s')
      .where('s.status', '=', 'complete')
      .where('s.completed_at', '>=', month.from)
      .where('s.completed_at', '<', month.to)
      .where('s.refunded_at', 'is', null);

  return {
    async salesTotals(month: MonthRange) {
      const row = await sales(month)
        .select((eb) => [
          eb.fn.countAll<string | number>().as('n'),
          eb.fn.sum<string | number | null>('s.amount_cents').as('cents'),
        ])
        .executeTakeFirstOrThrow();
      return { count: num(row.n), totalCents: num(row.cents) };
    },

    /** One page of the month's sales, newest first, after `before` (completed_at, id). */
    async salesPage(month: MonthRange, limit: number, before?: CursorKey): Promise<SaleRow[]> {
      let query = sales(month)
        .innerJoin('users as u', 'u.id', 's.user_id')
        .leftJoin('receipts as r', 'r.session_id', 's.id')
        .select([
          's.id',
          's.amount_cents',
          's.lines',
          'u.id as buyer_id',
          'u.name as buyer_name',
          'u.username as buyer_username',
          'r.number as receipt_number',
        ])
        .select((eb) => eb.fn.coalesce('s.completed_at', 's.created_at').as('completed_at'));
      if (before) query = query.where(beforeKey(['s.completed_at', 's.id'], before));
      return query.orderBy('s.completed_at', 'desc').orderBy('s.id', 'desc').limit(limit).execute();
    },

    /** What each staff member earned by deliveries in the month, most first. */
    async staffPay(month: MonthRange) {
      const rows = await db
        .selectFrom('staff_earnings as e')
        .innerJoin('users as u', 'u.id', 'e.staff_id')
        .select((eb) => [
          'u.id',
          'u.name',
          'u.username',
          eb.fn.countAll<string | number>().as('jobs'),
          eb.fn.sum<string | number>('e.amount_cents').as('cents'),
        ])
        .where('e.created_at', '>=', month.from)
        .where('e.created_at', '<', month.to)
        .groupBy(['u.id', 'u.name', 'u.username'])
        .execute();
      return rows
        .map((r) => ({
          uid: r.id,
          name: r.name,
          username: r.username,
          jobs: num(r.jobs),
          cents: num(r.cents),
        }))
        .sort((a, b) => b.cents - a.cents || a.name.localeCompare(b.name));
    },
  };
}

/** The money lists' SQL, for the dependencies. */
export type MoneyListsRepository = ReturnType<typeof moneyListsRepository>;
