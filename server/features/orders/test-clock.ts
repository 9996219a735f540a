import type { FastifyInstance } from 'fastify';
import { testClockRoute } from '../../../common/api/orders.js';

/** A clock that runs with real time plus an offset a browser test may add to. */
export type OffsetClock = { now(): Date; advance(ms: number): void };

/** The E2E test clock (config E2E_CLOCK): `base()` plus everything `advance` added. */
export function offsetClock(base: () => Date = () => new Date()): OffsetClock {
  let offsetMs = 0;
  return {
    now: () => new Date(base().getTime() + offsetMs),
    advance(ms) {
      offsetMs += ms;
    },
  };
}

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
