import { orderLimits } from './limits.js';

/** What a staff member's rating is made of (docs/orders.md "Rating"). */
export type RatingFacts = {
  /** Stars the Partners gave on accepting deliveries, summed, and how many such reviews. */
  starsSum: number;
  reviews: number;
  /** Orders cancelled at their due time while assigned to the staff member. */
  missedDeadlines: number;
};

const maxStars = orderLimits.reviewStarsMax;

/**
 * A staff member's rating out of 5: the mean of the stars Partners gave (5 before the first
 * review, so new staff start at 5), minus `ratingPenalty` per missed deadline, never below 0,
 * to two decimals. A delivery accepted automatically carries no stars and does not count.
 */
export function staffRating(facts: RatingFacts): number {
  const mean = facts.reviews > 0 ? facts.starsSum / facts.reviews : maxStars;
  const rating = mean - orderLimits.ratingPenalty * facts.missedDeadlines;
  return Math.round(Math.min(maxStars, Math.max(0, rating)) * 100) / 100;
}
