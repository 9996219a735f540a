import { z } from 'zod/mini';
import { defineRoute } from './contract.js';

/** Answer of GET /api/health: true when the database answers. */
export const HealthResponse = z.object({ ok: z.literal(true) });
export type HealthResponse = z.infer<typeof HealthResponse>;

/**
 * Answer of GET /api/health/ready (200 when ready, 503 with the same body when not): whether
 * this instance should get traffic, and each dependency's state. Redis or the bucket being away
 * does not make an instance unready: it keeps serving with in-process rate limits and
 * same-instance realtime, and everything but file transfers.
 */
export const ReadinessReport = z.object({
  ready: z.boolean(),
  checks: z.object({
    database: z.enum(['ok', 'down']),
    /** `unused` without REDIS_URL. */
    redis: z.enum(['ok', 'down', 'unused']),
    /** The data folder (SQLite file, uploads, outbox) can be written. */
    storage: z.enum(['ok', 'down']),
    /**
     * The S3 bucket answers (`unused` without S3_BUCKET). Like Redis, it does not make an instance
     * unready: every instance shares it, and chat and sign-ins go on while only files fail.
     */
    bucket: z.enum(['ok', 'down', 'unused']),
    disk: z.object({
      status: z.enum(['ok', 'low']),
      freeBytes: z.number().check(z.int()).check(z.nonnegative()),
    }),
    shuttingDown: z.boolean(),
  }),
});
export type ReadinessReport = z.infer<typeof ReadinessReport>;

/** The health routes used by load balancers and the CI smoke test. */
export const healthRoutes = {
  /** Liveness: the process answers and its database does. */
  health: defineRoute({
    method: 'GET',
    path: '/api/health',
    auth: false,
    response: HealthResponse,
  }),
  /** Readiness: whether a load balancer should send this instance requests. */
  ready: defineRoute({
    method: 'GET',
    path: '/api/health/ready',
    auth: false,
    response: ReadinessReport,
  }),
} as const;
