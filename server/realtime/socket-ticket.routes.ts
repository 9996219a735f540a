import type { FastifyInstance } from 'fastify';
import { realtimeRoutes } from '../../common/api/realtime.js';
import { readAccessToken } from '../auth/tokens.js';
import { AppError } from '../errors.js';
import type { Services } from '../services.js';

/** POST /api/realtime/ticket: a single-use ticket for the next socket handshake. */
export function register(app: FastifyInstance, services: Services): void {
  app.contract(realtimeRoutes.socketTicket, async ({ request }) => {
    // The route checked the token already; its times bound the ticket and the socket it opens.
    const bearer = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const token = bearer ? await readAccessToken(services.jwtKey, bearer) : undefined;
    if (!token) throw new AppError('unauthorized');
    return services.socketTickets.issue(token);
  });
}
