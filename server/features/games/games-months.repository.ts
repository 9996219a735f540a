import { randomUUID } from 'node:crypto';
import type { Executor, NewShare } from './games-rows.js';

/** Month closes and the shares each close sets. */
export function gamesMonthQueries(db: Executor) {
  return {
    /** Which of `months` are closed. */
    async closedMonths(months: string[]): Promise<Set<string>> {
      if (months.length === 0) return new Set();
      const rows = await db
        .selectFrom('game_month_closes')
        .select('month')
        .where('month', 'in', months)
        .execute();
      return new Set(rows.map((r) => r.month));
    },

    /** A month's close, with the name of the Admin who closed it. */
    async closeOf(month: string) {
      return db
        .selectFrom('game_month_closes as c')
        .leftJoin('users as u', 'u.id', 'c.closed_by')
        .select(['c.month', 'c.closed_at', 'u.name as closed_by_name'])
        .where('c.month', '=', month)
        .executeTakeFirst();
    },

    /** Records a close; the primary key refuses a second one. */
    async insertClose(month: string, adminId: string, at: string): Promise<void> {
      await db
        .insertInto('game_month_closes')
        .values({ month, closed_by: adminId, closed_at: at })
        .execute();
    },

    /** The shares of one user in the given months. */
    async sharesOf(userId: string, months: string[]) {
      return db
        .selectFrom('game_shares')
        .selectAll()
        .where('user_id', '=', userId)
        .where('month', 'in', months)
        .execute();
    },

    /** Every share of a month. */
    async sharesIn(month: string) {
      return db.selectFrom('game_shares').selectAll().where('month', '=', month).execute();
    },

    /** Stores the shares a close set. */
    async insertShares(rows: NewShare[], at: string): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insertInto('game_shares')
        .values(rows.map((r) => ({ ...r, id: randomUUID(), created_at: at })))
        .execute();
    },
  };
}
