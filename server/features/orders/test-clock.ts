import type { FastifyInstance } from 'fastify';
import { testClockRoute } from '../../../common/api/orders.js';
import type { OffsetClock } from '../../clock.js';

/**
 * POST /api/test/clock {minutes}: moves the orders clock forward and runs the deadline job at
 * once, so a browser test sees an order pass its due time. Mounted only with E2E_CLOCK=true,
 * which the configuration refuses in production.
 */
export function registerTestClock(
  app: FastifyInstance,
  deps: { clock: OffsetClock; runDeadlines: () => Promise<unknown> },
): void {
  app.contract(testClockRoute, async ({ body }) => {
    deps.clock.advance(body.minutes * 60_000);
    await deps.runDeadlines();
    return { ok: true as const };
  });
}
