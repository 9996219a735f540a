import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { checkoutSessionsRepository } from './checkout-sessions.repository.js';
import { affiliateCommissionsRepository } from './affiliate-commissions.repository.js';
import { commissionsRepository } from './commissions.repository.js';
import type { Executor } from './credits.repository.js';
import { referralsRepository } from './referrals.repository.js';
import { receiptsRepository } from './receipts.repository.js';

export type { SessionRow } from './checkout-sessions.repository.js';
export type { CommissionRow } from './commissions.repository.js';
export type { BuyerRow, PaymentRow } from './receipts.repository.js';

/** The SQL of checkouts, credit purchase claims, commissions and receipts; every function takes its executor. */
export function paymentsRepository(db: Kysely<Database>) {
  return {
    db,
    ...checkoutSessionsRepository(db),
    ...commissionsRepository(db),
    ...affiliateCommissionsRepository(db),
    ...referralsRepository(db),
    ...receiptsRepository(db),

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
  };
}

/** The payments repository's shape. */
export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
