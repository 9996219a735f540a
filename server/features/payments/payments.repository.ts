import { sql, type Kysely, type Selectable } from 'kysely';
import type { CommissionFilter } from '../../../common/api/payments.js';
import type { CommissionsTable, Database, PaymentSessionsTable } from '../../db/schema.js';
import type { Executor } from './credits.repository.js';

/** A checkout session row. */
export type SessionRow = Selectable<PaymentSessionsTable>;

/** A commission with the usernames of both sides, for lists and exports. */
export type CommissionRow = Selectable<CommissionsTable> & {
  buyer: string;
  affiliate: string;
  affiliate_email: string;
};

/** The SQL of checkouts, fulfilment claims and commissions; every function takes its executor. */
export function paymentsRepository(db: Kysely<Database>) {
  return {
    db,

    /** The buyer's details a checkout needs. */
    findUser(executor: Executor, id: string) {
      return executor
        .selectFrom('users')
        .select(['id', 'username', 'username_lower', 'email', 'account_type', 'plan', 'via'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The account a referral code names, if any. */
    findUserByUsername(executor: Executor, username: string) {
      return executor
        .selectFrom('users')
        .select(['id', 'account_type'])
        .where('username_lower', '=', username.toLowerCase())
        .executeTakeFirst();
    },

    async insertSession(row: SessionRow): Promise<void> {
      await db.insertInto('payment_sessions').values(row).execute();
    },

    findSession(executor: Executor, id: string): Promise<SessionRow | undefined> {
      return executor
        .selectFrom('payment_sessions')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
    },

    findSessionByIntent(paymentIntent: string): Promise<SessionRow | undefined> {
      return db
        .selectFrom('payment_sessions')
        .selectAll()
        .where('payment_intent', '=', paymentIntent)
        .executeTakeFirst();
    },

    /**
     * Claims a session for fulfilment: the claimed row for exactly one caller, undefined for the
     * others. PostgreSQL makes a concurrent claim wait on the row lock and then re-check
     * `fulfilled_at IS NULL`, so it finds it taken.
     */
    claimFulfilment(
      executor: Executor,
      id: string,
      at: string,
      paymentIntent: string | null,
    ): Promise<SessionRow | undefined> {
      return executor
        .updateTable('payment_sessions')
        .set({
          status: 'complete',
          fulfilled_at: at,
          completed_at: sql<string>`coalesce(completed_at, ${at})`,
          payment_intent: sql<string | null>`coalesce(payment_intent, ${paymentIntent})`,
        })
        .where('id', '=', id)
        .where('fulfilled_at', 'is', null)
        .where('refunded_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
    },

    /** Records that a checkout completed while its payment is still on the way. */
    async markCompleted(id: string, at: string): Promise<void> {
      await db
        .updateTable('payment_sessions')
        .set({ status: 'complete', completed_at: at })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .execute();
    },

    async markExpired(id: string): Promise<void> {
      await db
        .updateTable('payment_sessions')
        .set({ status: 'expired' })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .execute();
    },

    /** Claims a refund of a session: true for exactly one caller. */
    async claimRefund(executor: Executor, id: string, at: string): Promise<boolean> {
      const result = await executor
        .updateTable('payment_sessions')
        .set({ refunded_at: at })
        .where('id', '=', id)
        .where('refunded_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Adds a commission; a second one for the same session is ignored. */
    async insertCommission(executor: Executor, row: Selectable<CommissionsTable>): Promise<void> {
      await executor
        .insertInto('commissions')
        .values(row)
        .onConflict((oc) => oc.column('session_id').doNothing())
        .execute();
    },

    async reverseCommission(executor: Executor, sessionId: string, at: string): Promise<void> {
      await executor
        .updateTable('commissions')
        .set({ reversed_at: at })
        .where('session_id', '=', sessionId)
        .where('reversed_at', 'is', null)
        .execute();
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
        .selectAll('commissions')
        .select([
          'buyer.username as buyer',
          'affiliate.username as affiliate',
          'affiliate.email as affiliate_email',
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

/** The payments repository's shape. */
export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
