import type { FastifyInstance } from 'fastify';
import { gameRoutes } from '../../../common/api/games.js';
import { mountContract } from '../../http/contract-route.js';
import type { GamesService } from './games.service.js';

/** The routes of the Game Manager, the Ownership Booster and the monthly review (/api/games/…). */
export function gamesRoutes(
  app: FastifyInstance,
  deps: { service: GamesService; jwtKey: Uint8Array },
): void {
  const { service, jwtKey } = deps;
  const mount = <C extends (typeof gameRoutes)[keyof typeof gameRoutes]>(
    contract: C,
    handler: Parameters<typeof mountContract<C>>[3],
  ) => mountContract(app, jwtKey, contract, handler);

  mount(gameRoutes.mine, ({ principal }) => service.mine(principal));
  mount(gameRoutes.partner, ({ principal, params }) =>
    service.requestPartnership(principal, params.gameId),
  );
  mount(gameRoutes.boost, ({ principal, params, body }) =>
    service.submitBoost(principal, params.gameId, body),
  );
  mount(gameRoutes.review, ({ principal, query }) => service.review(principal, query));
  mount(gameRoutes.decide, ({ principal, params, body }) =>
    service.decide(principal, params.videoId, body),
  );
  mount(gameRoutes.close, ({ principal, params }) => service.closeMonth(principal, params.month));
}
