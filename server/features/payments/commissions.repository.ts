import { sql, type Kysely, type Selectable } from 'kysely';
import type { CommissionFilter } from '../../../common/api/payments.js';
import type { CommissionsTable, Database } from '../../db/schema.js';
import type { Executor } from './credits.repository.js';

/** A commission with the usernames of both sides, for lists and exports. */
export type CommissionRow = Selectable<CommissionsTable> & {
  buyer: string;
  affiliate: string;
  affiliate_email: string;
  /** The Affiliate's payout wallet (kept in the profile row staff have too). */
  payout_method: 'PayPal' | 'Paysend' | null;
  paypal: string | null;
  paysend: string | null;
};

/** The SQL of commissions and of the sign-ups an Affiliate referred. */
export function commissionsRepository(db: Kysely<Database>) {
  return {
    /** Adds a commission; a second one for the same session is ignored. */
    async insertCommission(executor: Executor, row: Selectable<CommissionsTable>): Promise<void> {
      await executor
        .insertInto('commissions')
        .values(row)
        .onConflict((oc) => oc.column('session_id').doNothing())
        .execute();
    },

    /** Reverses the commission of a refunded session; answers it when this call reversed it. */
    async reverseCommission(executor: Executor, sessionId: string, at: string) {
      const reversed = await executor
        .updateTable('commissions')
        .set({ reversed_at: at })
        .where('session_id', '=', sessionId)
        .where('reversed_at', 'is', null)
        .executeTakeFirst();
      if (Number(reversed.numUpdatedRows) === 0) return undefined;
      return executor
        .selectFrom('commissions')
        .innerJoin('users as buyer', 'buyer.id', 'commissions.buyer_id')
        .selectAll('commissions')
        .select('buyer.username as buyer')
        .where('commissions.session_id', '=', sessionId)
        .executeTakeFirst();
    },

    /** Accounts that signed up with this referral code, newest first. */
    referredSignups(username: string) {
      return db
        .selectFrom('users')
        .select(['username', 'created_at'])
        .where(sql<string>`lower(via)`, '=', username.toLowerCase())
        .orderBy('created_at', 'desc')
        .limit(500)
        .execute();
    },

    /** An Affiliate's commissions with the buyer's username, newest first. */
    affiliateCommissions(affiliateId: string) {
      return db
        .selectFrom('commissions')
        .innerJoin('users as buyer', 'buyer.id', 'commissions.buyer_id')
        .selectAll('commissions')
        .select('buyer.username as buyer')
        .where('commissions.affiliate_id', '=', affiliateId)
        .orderBy('commissions.created_at', 'desc')
        .limit(500)
        .execute();
    },

    /** Commissions of every Affiliate in one state, oldest first (the order to pay them in). */
    listCommissions(filter: CommissionFilter, now: string): Promise<CommissionRow[]> {
      let query = db
        .selectFrom('commissions')
        .innerJoin('users as buyer', 'buyer.id', 'commissions.buyer_id')
        .innerJoin('users as affiliate', 'affiliate.id', 'commissions.affiliate_id')
        .leftJoin('staff_profiles as wallet', 'wallet.user_id', 'commissions.affiliate_id')
        .selectAll('commissions')
        .select([
          'buyer.username as buyer',
          'affiliate.username as affiliate',
          'affiliate.email as affiliate_email',
          'wallet.payout_method',
          'wallet.paypal',
          'wallet.paysend',
        ]);
      if (filter === 'reversed') query = query.where('commissions.reversed_at', 'is not', null);
      if (filter === 'paid')
        query = query
          .where('commissions.paid_at', 'is not', null)
          .where('commissions.reversed_at', 'is', null);
      if (filter === 'due' || filter === 'pending')
        query = query
          .where('commissions.paid_at', 'is', null)
          .where('commissions.reversed_at', 'is', null)
          .where('commissions.payable_at', filter === 'due' ? '<=' : '>', now);
      return query
        .orderBy('commissions.created_at')
        .orderBy('commissions.id')
        .limit(5000)
        .execute();
    },

    /** Marks payable commissions paid; ids that are not payable are left alone. */
    async markPaid(ids: string[], now: string): Promise<number> {
      const result = await db
        .updateTable('commissions')
        .set({ paid_at: now })
        .where('id', 'in', ids)
        .where('paid_at', 'is', null)
        .where('reversed_at', 'is', null)
        .where('payable_at', '<=', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
