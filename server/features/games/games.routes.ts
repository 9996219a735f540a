import type { FastifyInstance } from 'fastify';
import { gameRoutes } from '../../../common/api/games.js';
import type { Services } from '../../services.js';

/** The routes of the Game Manager, the Ownership Booster and the monthly review (/api/games/…). */
export function register(app: FastifyInstance, services: Pick<Services, 'games'>): void {
  const service = services.games;

  app.contract(gameRoutes.mine, ({ principal }) => service.mine(principal));
  app.contract(gameRoutes.partner, ({ principal, params }) =>
    service.requestPartnership(principal, params.gameId),
  );
  app.contract(gameRoutes.boost, ({ principal, params, body }) =>
    service.submitBoost(principal, params.gameId, body),
  );
  app.contract(gameRoutes.review, ({ principal, query }) => service.review(principal, query));
  app.contract(gameRoutes.decide, ({ principal, params, body }) =>
    service.decide(principal, params.videoId, body),
  );
  app.contract(gameRoutes.close, ({ principal, params }) =>
    service.closeMonth(principal, params.month),
  );
}
