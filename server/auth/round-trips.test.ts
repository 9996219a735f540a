import { describe, expect, it } from 'vitest';
import { accountRoutes } from '../../common/api/accounts.js';
import { paymentRoutes } from '../../common/api/payments.js';
import { callRoute } from '../test/call-route.js';
import { hearing } from '../test/account-changes.js';
import { createUser } from '../test/factories.js';
import { useTestApp } from '../test/use-test-app.js';

// What makes the fleet's reads fast (decision 095), as a count rather than a time: on
// PostgreSQL an authenticated read sends the route's own query and nothing more once its account
// is held. SQLite reads the account each time (tens of µs in the process), so there it sends two.

const queries = new Map<string, number>();
const app = useTestApp({
  onQuery: ({ requestId }) => {
    if (requestId) queries.set(requestId, (queries.get(requestId) ?? 0) + 1);
  },
});

/** The queries of the one request `run` makes. */
async function queriesOf(run: () => Promise<{ status: number }>) {
  queries.clear();
  const answer = await run();
  expect(answer.status).toBe(200);
  expect(queries.size).toBe(1);
  return [...queries.values()][0]!;
}

describe('queries per authenticated read', () => {
  it('is one on PostgreSQL once the account is held (two on SQLite)', async () => {
    const partner = await createUser(app(), { accountType: 'Partner' });
    const perRead = app().dialect === 'postgres' ? 1 : 2;
    const changes = app().accountChanges;
    if (changes) await hearing(changes);
    // The first read of an account reads it too.
    await callRoute(app(), accountRoutes.me, partner);
    expect(await queriesOf(() => callRoute(app(), accountRoutes.me, partner))).toBe(perRead);
    expect(await queriesOf(() => callRoute(app(), paymentRoutes.transactions, partner))).toBe(
      perRead,
    );
  });
});
