import type { Kysely } from 'kysely';
import type { CursorKey } from '../../../common/api/paging.js';
import { beforeKey } from '../../db/keyset.js';
import type { Database } from '../../db/schema.js';
import { inState } from './commissions.repository.js';

/** The states an Affiliate's home counts and sums. */
const affiliateStates = ['pending', 'due', 'paid'] as const;
type AffiliateState = (typeof affiliateStates)[number];

/** The SQL of one Affiliate's own commissions: a page of them, and figures over all of them. */
export function affiliateCommissionsRepository(db: Kysely<Database>) {
  return {
    /** One page of an Affiliate's commissions with the buyer's username, newest first. */
    affiliateCommissions(affiliateId: string, page: { before?: CursorKey; limit: number }) {
      let query = db
        .selectFrom('commissions')
        .innerJoin('users as buyer', 'buyer.id', 'commissions.buyer_id')
        .selectAll('commissions')
        .select('buyer.username as buyer')
        .where('commissions.affiliate_id', '=', affiliateId);
      if (page.before)
        query = query.where(beforeKey(['commissions.created_at', 'commissions.id'], page.before));
      return query
        .orderBy('commissions.created_at', 'desc')
        .orderBy('commissions.id', 'desc')
        .limit(page.limit)
        .execute();
    },

    /**
     * How many of an Affiliate's commissions are pending, payable (`due`) and paid at `now`, and
     * their sums, over all of them in one pass, whatever page the list shows.
     */
    async affiliateTotals(
      affiliateId: string,
      now: string,
    ): Promise<Record<AffiliateState, { count: number; cents: number }>> {
      const row = await db
        .selectFrom('commissions')
        .select((eb) =>
          affiliateStates.flatMap((state) => {
            const when = () => eb.case().when(inState(eb, state, now));
            return [
              eb.fn.count<string | number>(when().then(1).end()).as(`${state}_n`),
              eb.fn
                .sum<string | number | null>(when().then(eb.ref('commissions.amount_cents')).end())
                .as(`${state}_cents`),
            ];
          }),
        )
        .where('commissions.affiliate_id', '=', affiliateId)
        .executeTakeFirstOrThrow();
      const cells = row as Record<string, string | number | null>;
      const total = (state: AffiliateState) => ({
        count: Number(cells[`${state}_n`] ?? 0),
        cents: Number(cells[`${state}_cents`] ?? 0),
      });
      return { pending: total('pending'), due: total('due'), paid: total('paid') };
    },
  };
}
