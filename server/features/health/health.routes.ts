import type { FastifyInstance } from 'fastify';
import { healthRoutes as contracts } from '../../../common/api/health.js';
import { databaseAnswers } from '../../db/connection.js';
import { AppError } from '../../errors.js';
import { databaseRetryAfterSeconds } from '../../http/error-handler.js';
import type { Services } from '../../services.js';
import { checkReadiness } from './readiness.js';

/**
 * GET /api/health (liveness): ok only while the database answers.
 * GET /api/health/ready (readiness): the dependencies' states, 503 when this instance should get
 * no traffic, which includes from the moment it starts shutting down.
 */
export function register(
  app: FastifyInstance,
  services: Pick<Services, 'db' | 'config' | 'limiter' | 'storage'>,
): void {
  app.contract(contracts.health, async () => {
    if (!(await databaseAnswers(services.db)))
      throw new AppError('service_unavailable', { retryAfterSeconds: databaseRetryAfterSeconds });
    return { ok: true as const };
  });

  let shuttingDown = false;
  app.addHook('preClose', async () => {
    shuttingDown = true;
  });
  app.contract(contracts.ready, async ({ reply }) => {
    const report = await checkReadiness({
      db: services.db,
      limiter: services.limiter,
      dataDir: services.config.DATA_DIR,
      bucket: services.config.S3_BUCKET ? () => services.storage.check() : undefined,
      shuttingDown: () => shuttingDown,
    });
    if (!report.ready)
      void reply.code(503).header('retry-after', String(databaseRetryAfterSeconds));
    return report;
  });
}
