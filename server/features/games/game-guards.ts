import { games } from '../../../common/games.js';
import { ownershipTerms } from '../../../common/ownership.js';
import { requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import type { GamesRepository } from './games.repository.js';

// Checks shared by the games use cases.

const gameById = new Map(games.map((g) => [g.id, g]));

/** The game of an id from a path, or 404 for an id that names no game. */
export function gameOf(gameId: string) {
  const game = gameById.get(gameId);
  if (!game) throw new AppError('not_found');
  return game;
}

/** The caller's account and terms; only Partners and Affiliates partner games. */
export async function callerTerms(repo: GamesRepository, principal: Principal) {
  requireAccountType(principal, 'Partner', 'Affiliate');
  const person = await repo.person(principal.uid);
  const terms = person && ownershipTerms(person.account_type, person.plan);
  if (!person || !terms) throw new AppError('forbidden');
  return { person, terms };
}
