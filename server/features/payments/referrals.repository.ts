import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The SQL of referral visits and of how far referred people got. */
export function referralsRepository(db: Kysely<Database>) {
  return {
    /** Adds one visit to the day's counter of an Affiliate's page. */
    async countVisit(affiliateId: string, page: string, day: string): Promise<void> {
      await db
        .insertInto('referral_visits')
        .values({ affiliate_id: affiliateId, page, day, visits: 1 })
        .onConflict((oc) =>
          oc
            .columns(['affiliate_id', 'page', 'day'])
            .doUpdateSet({ visits: sql<number>`referral_visits.visits + 1` }),
        )
        .execute();
    },

    /** An Affiliate's visits per page, all days together. */
    async visitsByPage(affiliateId: string): Promise<{ page: string; visits: number }[]> {
      const rows = await db
        .selectFrom('referral_visits')
        .select(['page', (eb) => eb.fn.sum<number | string>('visits').as('visits')])
        .where('affiliate_id', '=', affiliateId)
        .groupBy('page')
        .execute();
      return rows.map((r) => ({ page: r.page, visits: Number(r.visits) }));
    },

    /** How many accounts signed up with this referral code. */
    async signupCount(username: string): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where(sql<string>`lower(via)`, '=', username.toLowerCase())
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** How many referred people bought, leaving out purchases refunded since. */
    async buyerCount(affiliateId: string): Promise<number> {
      const row = await db
        .selectFrom('commissions')
        .select((eb) => eb.fn.count<number | string>('buyer_id').distinct().as('n'))
        .where('affiliate_id', '=', affiliateId)
        .where('reversed_at', 'is', null)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** Where an Affiliate is paid: their wallet (kept in the profile row staff have too). */
    wallet(userId: string) {
      return db
        .selectFrom('staff_profiles')
        .select(['payout_method', 'paypal', 'paysend'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },
  };
}
