import type { RatingEvent } from '../../../common/api/admin-overview.js';
import { staffRating } from '../../../common/staff-rating.js';
import type { StaffRecordRepository } from './staff-record.repository.js';

/** How many changes of the rating the staff page lists. */
export const ratingHistoryMax = 20;

type FactRow = Awaited<ReturnType<StaffRecordRepository['ratingFacts']>>[number];

/**
 * The rating as it moved, newest first: the facts replayed in time order through the one rating
 * formula, so each entry shows the rating right after it and the newest equals the stored one.
 */
export function ratingHistory(rows: FactRow[], max = ratingHistoryMax): RatingEvent[] {
  const events = rows
    .map((r) => {
      const review = r.review_stars !== null;
      return {
        at: (review ? r.accepted_at : r.closed_at) ?? '',
        kind: review ? ('review' as const) : ('missedDeadline' as const),
        stars: r.review_stars,
        requestId: r.id,
        title: r.title,
        client: r.client,
      };
    })
    .sort((a, b) => a.at.localeCompare(b.at) || a.requestId.localeCompare(b.requestId));
  const facts = { starsSum: 0, reviews: 0, missedDeadlines: 0 };
  const history = events.map((e) => {
    if (e.kind === 'review') {
      facts.starsSum += e.stars ?? 0;
      facts.reviews += 1;
    } else facts.missedDeadlines += 1;
    return { ...e, rating: staffRating(facts) };
  });
  return history.reverse().slice(0, max);
}
