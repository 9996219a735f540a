import { queryOptions } from '@tanstack/react-query';
import { gameRoutes, type BoostForm, type VideoDecision } from '../../../common/api/games';
import { callApi } from '../../lib/api-client';

// Queries of the games feature. Keys start with 'games' and carry the signed-in uid, so one
// user's answer never shows for another in the same tab.

const all = ['games'] as const;

/** The keys of the games queries; `all` matches every one: invalidate it after any change. */
export const gameKeys = {
  all,
  mine: (uid: string | null) => [...all, 'mine', uid] as const,
  review: (uid: string | null, month: string | undefined) =>
    [...all, 'review', uid, month ?? 'current'] as const,
};

/** The Games page of the signed-in Partner or Affiliate. */
export const myGamesQuery = (uid: string | null) =>
  queryOptions({
    queryKey: gameKeys.mine(uid),
    queryFn: ({ signal }) => callApi(gameRoutes.mine, { signal }),
    enabled: uid !== null,
  });

/** The Admin review of a month; undefined asks for the current one. */
export const reviewQuery = (uid: string | null, month: string | undefined) =>
  queryOptions({
    queryKey: gameKeys.review(uid, month),
    queryFn: ({ signal }) => callApi(gameRoutes.review, { query: month ? { month } : {}, signal }),
    enabled: uid !== null,
  });

/** Partners the signed-in user with a game. */
export function requestPartnership(gameId: string) {
  return callApi(gameRoutes.partner, { params: { gameId } });
}

/** Sends an Ownership Booster form. */
export function submitBoost(gameId: string, body: BoostForm) {
  return callApi(gameRoutes.boost, { params: { gameId }, body });
}

/** Approves or rejects one promotion video (Admin). */
export function decideVideo(videoId: string, decision: VideoDecision) {
  return callApi(gameRoutes.decide, { params: { videoId }, body: decision });
}

/** Closes a month (Admin): next month's shares are set. */
export function closeMonth(month: string) {
  return callApi(gameRoutes.close, { params: { month } });
}
