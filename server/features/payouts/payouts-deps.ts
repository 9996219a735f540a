import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** What the payouts use cases need: the database and the one clock. */
export type PayoutsDeps = {
  db: Kysely<Database>;
  now?: () => Date;
};

/** The time as the payouts use cases read it. */
export const nowOf = (deps: Pick<PayoutsDeps, 'now'>): Date => (deps.now ? deps.now() : new Date());

/** Every amount is in US cents, like the prices and the pay table. */
export const payoutCurrency = 'USD';
