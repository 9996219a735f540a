import type { Kysely } from 'kysely';
import { staffRating } from '../../../common/staff-rating.js';
import type { Database } from '../../db/schema.js';
import { orderStates } from './order-states.js';

/** The database or a transaction of it. */
type Executor = Kysely<Database>;

const states = orderStates();

/** SQL of the Partner's review of a delivery and of the staff rating it feeds. */
export function reviewsRepository(db: Executor) {
  return {
    /**
     * Accepts a delivery with the Partner's stars, only while it awaits review: of two racing
     * answers (or an answer and the job's automatic one) one changes the row. True when this did.
     */
    async accept(
      orderId: string,
      review: { at: string; stars: number | null; comment: string | null; by: 'partner' | 'auto' },
    ): Promise<boolean> {
      const result = await db
        .updateTable('production_requests')
        .set({
          accepted_at: review.at,
          accepted_by: review.by,
          review_stars: review.stars,
          review_comment: review.comment,
          // Accepting ends the chain: the delivery is final and no revision is left on it.
          revisions_left: 0,
        })
        .where('id', '=', orderId)
        .where(states.awaitingReview)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Deliveries still awaiting review that arrived at or before `deliveredBy`, oldest first. */
    unanswered(deliveredBy: string, limit: number): Promise<{ id: string }[]> {
      return db
        .selectFrom('production_requests')
        .select('id')
        .where(states.awaitingReview)
        .where('closed_at', '<=', deliveredBy)
        .orderBy('closed_at')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** Which of the orders have a revision that is open or delivered. */
    async revisedAmong(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('production_requests')
        .select('id')
        .where('id', 'in', [...ids])
        .where(states.revised)
        .execute();
      return new Set(rows.map((r) => r.id));
    },

    /**
     * Writes a staff member's rating again from their reviews and missed deadlines
     * (common/staff-rating.ts). The user row is locked first (a no-op update) so that two
     * transactions rating the same person read each other's committed rows, never a stale sum.
     */
    async rerate(staffId: string): Promise<number> {
      await db
        .updateTable('users')
        .set((eb) => ({ rating: eb.ref('rating') }))
        .where('id', '=', staffId)
        .execute();
      const reviews = await db
        .selectFrom('production_requests')
        .select((eb) => [
          eb.fn.coalesce(eb.fn.sum<number>('review_stars'), eb.lit(0)).as('stars'),
          eb.fn.count<number>('review_stars').as('reviews'),
        ])
        .where('staff_id', '=', staffId)
        .where('review_stars', 'is not', null)
        .executeTakeFirstOrThrow();
      const missed = await db
        .selectFrom('production_requests')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('staff_id', '=', staffId)
        .where(states.expired)
        .executeTakeFirstOrThrow();
      const rating = staffRating({
        starsSum: Number(reviews.stars),
        reviews: Number(reviews.reviews),
        missedDeadlines: Number(missed.n),
      });
      await db.updateTable('users').set({ rating }).where('id', '=', staffId).execute();
      return rating;
    },
  };
}
