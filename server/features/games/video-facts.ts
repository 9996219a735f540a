import type { MonthReview } from '../../../common/api/games.js';
import type { GamesDeps } from './games-deps.js';

/**
 * The review with each video's title, channel, views and thumbnail, as the deps' reader knows
 * them. A reader that fails leaves the links bare (logged): the review itself must still open.
 */
export async function withVideoFacts<T extends MonthReview>(
  deps: Pick<GamesDeps, 'videos' | 'log'>,
  review: T,
): Promise<T> {
  const ids = review.games.flatMap((g) =>
    g.submissions.flatMap((s) => s.videos.map((v) => v.videoId)),
  );
  let facts = new Map<
    string,
    NonNullable<MonthReview['games'][number]['submissions'][number]['videos'][number]['facts']>
  >();
  if (ids.length > 0)
    try {
      facts = await deps.videos.lookup(ids);
    } catch (err) {
      deps.log.warn({ err }, 'reading promotion videos from YouTube failed');
    }
  return {
    ...review,
    videoFacts: deps.videos.kind,
    games: review.games.map((g) => ({
      ...g,
      submissions: g.submissions.map((s) => ({
        ...s,
        videos: s.videos.map((v) => ({ ...v, facts: facts.get(v.videoId) ?? null })),
      })),
    })),
  };
}
