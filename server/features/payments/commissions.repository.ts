import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type Selectable,
  type SqlBool,
} from 'kysely';
import type { CursorKey } from '../../../common/api/paging.js';
import { afterKey } from '../../db/keyset.js';
import type { CommissionFilter } from '../../../common/api/payments.js';
import type { CommissionsTable, Database } from '../../db/schema.js';
import { recordAudit } from '../audit/audit.public.js';
import type { Executor } from './credits.repository.js';
import { refuseSettled } from './commissions-settled.js';

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

/** The condition of commissions in one state at `now`. */
export function inState(
  eb: ExpressionBuilder<Database, 'commissions'>,
  filter: CommissionFilter,
  now: string,
): Expression<SqlBool> {
  const open = [eb('commissions.paid_at', 'is', null), eb('commissions.reversed_at', 'is', null)];
  switch (filter) {
    case 'reversed':
      return eb('commissions.reversed_at', 'is not', null);
    case 'paid':
      return eb.and([
        eb('commissions.paid_at', 'is not', null),
        eb('commissions.reversed_at', 'is', null),
      ]);
    case 'due':
      return eb.and([...open, eb('commissions.payable_at', '<=', now)]);
    case 'pending':
      return eb.and([...open, eb('commissions.payable_at', '>', now)]);
    case 'all':
      return eb.and([]);
  }
}

/** Which commissions a list or total covers: one state, of one Affiliate or of all. */
export type CommissionScope = { status: CommissionFilter; affiliate?: string | undefined };

/** The condition of the commissions in `scope` at `now`. */
function inScope(
  eb: ExpressionBuilder<Database, 'commissions'>,
  scope: CommissionScope,
  now: string,
): Expression<SqlBool> {
  const state = inState(eb, scope.status, now);
  return scope.affiliate
    ? eb.and([state, eb('commissions.affiliate_id', '=', scope.affiliate)])
    : state;
}

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

    /** Commissions of every Affiliate in one state, oldest first (the order to pay them in). */
    listCommissions(
      scope: CommissionScope,
      now: string,
      page: { after?: CursorKey; limit: number } = { limit: 5000 },
    ): Promise<CommissionRow[]> {
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
        ])
        .where((eb) => inScope(eb, scope, now));
      if (page.after)
        query = query.where(afterKey(['commissions.created_at', 'commissions.id'], page.after));
      return query
        .orderBy('commissions.created_at')
        .orderBy('commissions.id')
        .limit(page.limit)
        .execute();
    },

    /** How many commissions are in one state, and their sum, whatever page is shown. */
    async commissionTotal(
      scope: CommissionScope,
      now: string,
    ): Promise<{ count: number; cents: number }> {
      const row = await db
        .selectFrom('commissions')
        .select((eb) => [
          eb.fn.countAll<string | number>().as('n'),
          eb.fn.sum<string | number | null>('commissions.amount_cents').as('cents'),
        ])
        .where((eb) => inScope(eb, scope, now))
        .executeTakeFirstOrThrow();
      return { count: Number(row.n), cents: Number(row.cents) };
    },

    /**
     * Marks payable commissions paid and writes one audit row per commission that changed, by
     * `actorId`, in one transaction. Answers how many changed. Refuses the whole choice when one
     * is paid already or sits in a closed period's statement, which pays it: never twice.
     */
    async markPaid(ids: string[], now: string, actorId: string): Promise<number> {
      return db.transaction().execute(async (trx) => {
        await refuseSettled(trx, ids);
        const paid = await trx
          .updateTable('commissions')
          .set({ paid_at: now })
          .where('id', 'in', ids)
          .where('paid_at', 'is', null)
          .where('reversed_at', 'is', null)
          .where('payable_at', '<=', now)
          .returning(['id', 'affiliate_id', 'amount_cents'])
          .execute();
        for (const row of paid)
          await recordAudit(trx, {
            actorId,
            action: 'commissions.paid',
            subject: { type: 'commission', id: row.id },
            before: { paidAt: null },
            after: { paidAt: now, affiliate: row.affiliate_id, amountCents: row.amount_cents },
            at: now,
          });
        return paid.length;
      });
    },
  };
}
