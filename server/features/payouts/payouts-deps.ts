import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../clock.js';

/** What the payouts use cases need: the database and the one clock. */
export type PayoutsDeps = {
  db: Kysely<Database>;
  now: Clock;
};

/** Every amount is in US cents, like the prices and the pay table. */
export const payoutCurrency = 'USD';
