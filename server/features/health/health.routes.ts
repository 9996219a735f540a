import type { FastifyInstance } from 'fastify';
import { healthRoutes as contracts } from '../../../common/api/health.js';
import { databaseAnswers } from '../../db/connection.js';
import { AppError } from '../../errors.js';
import { databaseRetryAfterSeconds } from '../../http/error-handler.js';
import type { Services } from '../../services.js';

/** GET /api/health: ok only while the database answers, so a balancer can take us out. */
export function register(app: FastifyInstance, services: Pick<Services, 'db'>): void {
  app.contract(contracts.health, async () => {
    if (!(await databaseAnswers(services.db)))
      throw new AppError('service_unavailable', { retryAfterSeconds: databaseRetryAfterSeconds });
    return { ok: true as const };
  });
}
