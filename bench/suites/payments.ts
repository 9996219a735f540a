import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { startFakeStripe, type FakeStripe } from '../../server/test/fake-stripe.js';
import { login, postgresDatabase, startApp } from '../app-server.js';

// Money counted exactly once under load (the payments targets): per round, 100 concurrent webhook
// completions of 100 distinct sessions, then 100 concurrent duplicate deliveries of one session
// (with the return page polling at the same time). After each round the ledger's totals must be
// exact. The real server runs with the real Stripe SDK pointed at a local fake Stripe, on SQLite,
// and on PostgreSQL when one answers (BENCH_DATABASE_URL, default the local one).
// Results go to bench/results/payments.json; the suite fails if any total is off.

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const perRound = 100;
const pgAdminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const webhookSecret = `whsec_bench_${randomBytes(8).toString('hex')}`;
const basket = [
  { name: 'Video Edit', args: [10], quantity: 1 },
  { name: 'Video Thumbnail', args: [], quantity: 2 },
];

type Round = {
  distinctMs: number;
  distinctPerSecond: number;
  distinctP50Ms: number;
  distinctP99Ms: number;
  duplicatesMs: number;
  duplicateP99Ms: number;
  non200: number;
  expected: { edits: number; thumbnails: number; commissions: number };
  actual: { edits: number; thumbnails: number; commissions: number };
  exact: boolean;
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number(
    (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(1),
  );
};

async function timed(work: () => Promise<Response>) {
  const t0 = performance.now();
  const res = await work();
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - t0 };
}

async function run(base: string, stripe: FakeStripe): Promise<Round[]> {
  const bearer = async (username: string) => ({
    authorization: `Bearer ${await login(base, username)}`,
  });
  const partner = await bearer('partner');
  const admin = await bearer('admin');
  const counts = async () => {
    const res = await fetch(`${base}/api/payment/transactions`, { headers: partner });
    return (await res.json()) as { edits: number; thumbnails: number };
  };
  const commissions = async () => {
    const res = await fetch(`${base}/api/payment/commissions?status=all`, { headers: admin });
    return ((await res.json()) as { total: { count: number } }).total.count;
  };
  const open = async () => {
    const res = await fetch(`${base}/api/payment/create-checkout-session`, {
      method: 'POST',
      headers: { ...partner, 'content-type': 'application/json' },
      body: JSON.stringify({ basket }),
    });
    if (!res.ok) throw new Error(`checkout: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { sessionId: string }).sessionId;
  };
  const deliver = (payload: string, signature: string) =>
    timed(() =>
      fetch(`${base}/api/payment/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      }),
    );

  const results: Round[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    const before = { ...(await counts()), commissions: await commissions() };

    // 100 distinct sessions, all paid, all completions delivered at once.
    const ids: string[] = [];
    for (let i = 0; i < perRound; i += 1) ids.push(await open());
    const events = ids.map((id) =>
      stripe.webhook('checkout.session.completed', stripe.pay(id), webhookSecret),
    );
    const t0 = performance.now();
    const distinct = await Promise.all(events.map((e) => deliver(e.payload, e.signature)));
    const distinctMs = performance.now() - t0;

    // One session delivered 100 times at once, while its return page asks for its status.
    const one = await open();
    const event = stripe.webhook('checkout.session.completed', stripe.pay(one), webhookSecret);
    const t1 = performance.now();
    const duplicates = await Promise.all([
      ...Array.from({ length: perRound }, () => deliver(event.payload, event.signature)),
      ...Array.from({ length: 5 }, () =>
        timed(() =>
          fetch(`${base}/api/payment/session-status?session_id=${one}`, { headers: partner }),
        ),
      ),
    ]);
    const duplicatesMs = performance.now() - t1;

    const credited = perRound + 1;
    const expected = {
      edits: before.edits + credited,
      thumbnails: before.thumbnails + 2 * credited,
      commissions: before.commissions + credited,
    };
    const actual = { ...(await counts()), commissions: await commissions() };
    const result: Round = {
      distinctMs: Math.round(distinctMs),
      distinctPerSecond: Math.round((perRound / distinctMs) * 1000),
      distinctP50Ms: percentile(
        distinct.map((d) => d.ms),
        50,
      ),
      distinctP99Ms: percentile(
        distinct.map((d) => d.ms),
        99,
      ),
      duplicatesMs: Math.round(duplicatesMs),
      duplicateP99Ms: percentile(
        duplicates.map((d) => d.ms),
        99,
      ),
      non200: [...distinct, ...duplicates].filter((d) => d.status !== 200).length,
      expected,
      actual,
      exact:
        actual.edits === expected.edits &&
        actual.thumbnails === expected.thumbnails &&
        actual.commissions === expected.commissions,
    };
    console.info(`round ${round}: ${JSON.stringify(result)}`);
    results.push(result);
  }
  return results;
}

async function onDatabase(label: string, port: number, extraEnv: Record<string, string>) {
  const stripe = await startFakeStripe();
  try {
    const app = await startApp({
      port,
      env: {
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        STRIPE_SECRET_KEY: 'sk_test_bench',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_bench',
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_URL: stripe.url,
        ...extraEnv,
      },
    });
    try {
      console.info(`== ${label} ==`);
      return await run(app.base, stripe);
    } finally {
      await app.stop();
    }
  } finally {
    await stripe.close();
  }
}

const summary: Record<string, Round[]> = {};
summary.sqlite = await onDatabase('SQLite', 3145, {});
const pgDb = await postgresDatabase(pgAdminUrl);
if (pgDb) {
  try {
    summary.postgres = await onDatabase('PostgreSQL', 3146, { DATABASE_URL: pgDb.url });
  } finally {
    await pgDb.drop();
  }
}

const allExact = Object.values(summary).every((r) => r.every((round) => round.exact));
const results = { date: new Date().toISOString(), rounds, perRound, allExact, ...summary };
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/payments.json', `${JSON.stringify(results, null, 2)}\n`);
console.info(allExact ? 'ledger totals exact in every round' : 'LEDGER TOTALS WRONG');
process.exit(allExact ? 0 : 1);
