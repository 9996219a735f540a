import { z } from 'zod';
import { defineRoute } from './contract.js';

/** Answer of GET /api/health: true when the database answers. */
export const HealthResponse = z.object({ ok: z.literal(true) });
export type HealthResponse = z.infer<typeof HealthResponse>;

/** The health route used by load balancers and the CI smoke test. */
export const healthRoutes = {
  health: defineRoute({
    method: 'GET',
    path: '/api/health',
    auth: false,
    response: HealthResponse,
  }),
} as const;
