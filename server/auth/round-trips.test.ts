import { afterAll, describe, expect, it } from 'vitest';
import { accountRoutes } from '../../common/api/accounts.js';
import { paymentRoutes } from '../../common/api/payments.js';
import { callRoute } from '../test/call-route.js';
import { hearing } from '../test/account-changes.js';
import { startWireCounter } from '../test/postgres-wire.js';
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

// The same reads as the wire to PostgreSQL carries them, where statements Kysely never sees count
// too. After a connection's first read, each authenticated read sends one Bind/Execute/Sync and
// no Parse: its statements are prepared once per connection, not parsed and planned every time.
// The app's jobs share the wire, so each figure is the least of three reads.
const pgUrl = process.env.TEST_DATABASE_URL ? new URL(process.env.TEST_DATABASE_URL) : undefined;
const wire = pgUrl
  ? await startWireCounter({ host: pgUrl.hostname, port: Number(pgUrl.port || 5432) })
  : undefined;
const onWire = useTestApp(() => (wire ? { databaseVia: wire.via } : {}));
afterAll(() => wire?.close());

describe.skipIf(!wire)('round trips on the wire to PostgreSQL', () => {
  it('is one per authenticated read, with nothing parsed again', async () => {
    const partner = await createUser(onWire(), { accountType: 'Partner' });
    await hearing(onWire().accountChanges!);
    for (const route of [accountRoutes.me, paymentRoutes.transactions] as const) {
      const seen: Array<{ trips: number; parses: number }> = [];
      // Every connection of the pool reads once first (the first read of each prepares).
      for (let i = 0; i < 12; i += 1) await callRoute(onWire(), route, partner);
      for (let i = 0; i < 3; i += 1) {
        wire!.reset();
        expect((await callRoute(onWire(), route, partner)).status).toBe(200);
        const { trips, messages } = wire!.counts();
        seen.push({ trips, parses: messages.P ?? 0 });
      }
      expect(Math.min(...seen.map((s) => s.trips))).toBe(1);
      expect(Math.min(...seen.map((s) => s.parses))).toBe(0);
    }
  });
});
