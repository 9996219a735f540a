import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** Ledger rows no statement settled yet whose source key is `prefix` + the row's id. */
const unsettled = (prefix: string, idColumn: string) =>
  sql<boolean>`not exists (select 1 from payout_lines l where l.source_key = ${prefix} || ${sql.ref(idColumn)})`;
const settled = (prefix: string, idColumn: string) =>
  sql<boolean>`exists (select 1 from payout_lines l where l.source_key = ${prefix} || ${sql.ref(idColumn)})`;

/**
 * What a close reads from the ledgers of the other features: staff earnings (orders) and
 * commissions (payments), each row once, plus where each payee is paid (the wallet).
 */
export function payoutsLedgerRepository(db: Executor) {
  return {
    /** Earnings recorded before `endsAt` that no statement settled (earlier ones included). */
    unsettledEarnings(endsAt: string) {
      return db
        .selectFrom('staff_earnings as e')
        .innerJoin('production_requests as r', 'r.id', 'e.request_id')
        .select([
          'e.id',
          'e.staff_id as payeeId',
          'e.tier',
          'e.amount_cents as amountCents',
          'e.created_at as occurredAt',
          'r.title',
          'r.type',
          'r.is_revision as isRevision',
          'r.duration_minutes as durationMinutes',
        ])
        .where('e.created_at', '<', endsAt)
        .where(unsettled('earning:', 'e.id'))
        .orderBy('e.created_at')
        .orderBy('e.id')
        .execute();
    },

    /**
     * Commissions whose hold ended before `endsAt`, neither reversed nor paid by hand in the
     * Commissions list, that no statement settled.
     */
    unsettledCommissions(endsAt: string) {
      return db
        .selectFrom('commissions as c')
        .innerJoin('users as buyer', 'buyer.id', 'c.buyer_id')
        .select([
          'c.id',
          'c.affiliate_id as payeeId',
          'c.amount_cents as amountCents',
          'c.payable_at as occurredAt',
          'buyer.username as buyer',
        ])
        .where('c.payable_at', '<', endsAt)
        .where('c.paid_at', 'is', null)
        .where('c.reversed_at', 'is', null)
        .where(unsettled('commission:', 'c.id'))
        .orderBy('c.payable_at')
        .orderBy('c.id')
        .execute();
    },

    /** Commissions a statement already settled and that were reversed before `endsAt` since. */
    unsettledReversals(endsAt: string) {
      return db
        .selectFrom('commissions as c')
        .innerJoin('users as buyer', 'buyer.id', 'c.buyer_id')
        .select([
          'c.id',
          'c.affiliate_id as payeeId',
          'c.amount_cents as amountCents',
          'c.reversed_at as occurredAt',
          'buyer.username as buyer',
        ])
        .where('c.reversed_at', '<', endsAt)
        .where(settled('commission:', 'c.id'))
        .where(unsettled('reversal:', 'c.id'))
        .orderBy('c.reversed_at')
        .orderBy('c.id')
        .execute();
    },

    /** The account type and wallet of each payee. */
    payees(ids: string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('users as u')
        .leftJoin('staff_profiles as w', 'w.user_id', 'u.id')
        .select([
          'u.id',
          'u.account_type as accountType',
          'w.payout_method',
          'w.paypal',
          'w.paysend',
        ])
        .where('u.id', 'in', ids)
        .execute();
    },

    /** A staff member's pay tier; none without a profile row (then the default tier). */
    async tierOf(uid: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('staff_profiles')
        .select('tier')
        .where('user_id', '=', uid)
        .executeTakeFirst();
      return row?.tier;
    },

    /** The commissions a set of paid statements settled are paid too, for the Commissions list. */
    async markCommissionsPaid(commissionIds: string[], at: string): Promise<void> {
      if (commissionIds.length === 0) return;
      await db
        .updateTable('commissions')
        .set({ paid_at: at })
        .where('id', 'in', commissionIds)
        .where('paid_at', 'is', null)
        .execute();
    },
  };
}
