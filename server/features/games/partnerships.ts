import type { PartnershipResponse } from '../../../common/api/games.js';
import { poolHasRoomFor } from '../../../common/ownership.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import { callerTerms, gameOf } from './game-guards.js';
import { termsOf } from './game-pool.js';
import { type GamesDeps } from './games-deps.js';

/**
 * Partners the caller with a game at once, within their plan's number of partnerships and
 * while the game's pool can still pay every partner's plan minimum.
 */
export async function requestPartnership(
  deps: GamesDeps,
  principal: Principal,
  gameId: string,
): Promise<PartnershipResponse> {
  const game = gameOf(gameId);
  const { person, terms } = await callerTerms(deps.repo, principal);
  const at = deps.now().toISOString();
  return deps.repo.locked([`user:${principal.uid}`, `game:${game.id}`], at, async (trx) => {
    const [mine, partners] = await Promise.all([
      trx.partnershipsOf(principal.uid),
      trx.partnersOf(game.id),
    ]);
    if (mine.some((p) => p.game_id === game.id))
      throw new AppError('partnership_exists', { game: game.game });
    if (mine.length >= terms.partnerships)
      throw new AppError('partnership_limit', {
        plan: person.account_type === 'Affiliate' ? 'Affiliate' : terms.label,
        limit: terms.partnerships,
      });
    if (
      !poolHasRoomFor(
        partners.map((p) => termsOf(p).minBp),
        terms.minBp,
      )
    )
      throw new AppError('game_pool_full', { game: game.game });
    await trx.insertPartnership(game.id, principal.uid, at);
    return { gameId: game.id, since: at };
  });
}
