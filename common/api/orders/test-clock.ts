import { z } from 'zod/mini';
import { OkResponse } from '../accounts.js';
import { defineRoute } from '../contract.js';

/** Body of POST /api/test/clock: moves the orders clock forward (test servers only). */
export const ClockAdvance = z.object({
  minutes: z
    .number()
    .check(z.int())
    .check(z.gte(1))
    .check(z.lte(60 * 24 * 60)),
});
export type ClockAdvance = z.infer<typeof ClockAdvance>;

/** The test clock route; it exists only when the server runs with E2E_CLOCK=true. */
export const testClockRoute = defineRoute({
  method: 'POST',
  path: '/api/test/clock',
  auth: false,
  body: ClockAdvance,
  response: OkResponse,
});
