import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { healthRoutes as contracts } from '../../../common/api/health.js';
import { databaseAnswers } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { mountContract } from '../../http/contract-route.js';

/** GET /api/health: ok only while the database answers, so a balancer can take us out. */
export function healthRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; jwtKey: Uint8Array },
) {
  mountContract(app, deps.jwtKey, contracts.health, async () => {
    if (!(await databaseAnswers(deps.db))) throw new AppError('other', {}, undefined, 503);
    return { ok: true as const };
  });
}
