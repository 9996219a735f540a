import type { BoostForm, ReviewQuery, VideoDecision } from '../../../common/api/games.js';
import type { Principal } from '../../auth/tokens.js';
import { closeMonth } from './close-month.js';
import type { GamesDeps } from './games-deps.js';
import { decide, review } from './month-review.js';
import { myGames } from './my-games.js';
import { requestPartnership } from './partnerships.js';
import { submitBoost } from './submit-boost.js';

export type { GamesDeps } from './games-deps.js';

/**
 * Game partnerships, the Ownership Booster and the monthly review (docs/ownership.md), each use
 * case in its own file.
 */
export function gamesService(deps: GamesDeps) {
  return {
    mine: (principal: Principal) => myGames(deps, principal),
    requestPartnership: (principal: Principal, gameId: string) =>
      requestPartnership(deps, principal, gameId),
    submitBoost: (principal: Principal, gameId: string, form: BoostForm) =>
      submitBoost(deps, principal, gameId, form),
    review: (principal: Principal, query: ReviewQuery) => review(deps, principal, query),
    decide: (principal: Principal, videoId: string, decision: VideoDecision) =>
      decide(deps, principal, videoId, decision),
    closeMonth: (principal: Principal, month: string) => closeMonth(deps, principal, month),
  };
}

/** The games service's functions. */
export type GamesService = ReturnType<typeof gamesService>;
