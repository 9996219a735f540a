import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Moves the server's orders clock forward by `minutes` and runs the deadline job once (the e2e
 * server runs with E2E_CLOCK=true). The clock stays moved for the rest of the run.
 */
export async function advanceOrdersClock(request: APIRequestContext, minutes: number) {
  const res = await request.post('/api/test/clock', { data: { minutes } });
  expect(res.ok(), await res.text()).toBe(true);
}
