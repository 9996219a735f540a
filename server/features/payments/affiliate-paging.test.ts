import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { describe, expect, it } from 'vitest';
import { pagingLimits } from '../../../common/limits.js';
import { paymentRoutes, type AffiliateSummary } from '../../../common/api/payments.js';
import type { CommissionsTable, PaymentSessionsTable } from '../../db/schema.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import { callRoute, wrong, type RouteInput } from '../../test/call-route.js';

// The Affiliate home pages its commission list (decision 028) while its pending, payable and
// paid figures are counted in SQL over every commission, not over the page served.

const now = new Date('2026-11-23T10:00:00.000Z');
const app = useTestApp({ now: () => now });

type Seeded = { id: string; amount: number; state: 'pending' | 'payable' | 'paid' | 'reversed' };

const states = ['paid', 'reversed', 'payable', 'pending'] as const;

/** `n` commissions of one Affiliate in every state, in batches so SQLite's bind limit holds. */
async function seed(affiliate: TestUser, buyer: TestUser, n: number): Promise<Seeded[]> {
  const t = app();
  const seeded: Seeded[] = [];
  for (let start = 0; start < n; start += 50) {
    const sessions: Insertable<PaymentSessionsTable>[] = [];
    const commissions: Insertable<CommissionsTable>[] = [];
    for (let i = start; i < Math.min(n, start + 50); i += 1) {
      const at = new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString();
      const session = `cs_${affiliate.uid}_${i}`;
      const state = states[i % 4]!;
      const amount = 100 + i;
      const id = randomUUID();
      seeded.push({ id, amount, state });
      sessions.push({
        id: session,
        provider: 'sandbox',
        user_id: buyer.uid,
        status: 'complete',
        plan: 'Standard',
        currency: 'usd',
        amount_cents: amount * 5,
        lines: '[]',
        client_secret_hash: null,
        payment_intent: null,
        created_at: at,
        expires_at: at,
        completed_at: at,
        fulfilled_at: at,
        refunded_at: state === 'reversed' ? at : null,
      });
      commissions.push({
        id,
        affiliate_id: affiliate.uid,
        buyer_id: buyer.uid,
        session_id: session,
        basis_cents: amount * 5,
        amount_cents: amount,
        created_at: at,
        payable_at: state === 'pending' ? '2099-01-01T00:00:00.000Z' : at,
        paid_at: state === 'paid' ? at : null,
        reversed_at: state === 'reversed' ? at : null,
      });
    }
    await t.db.insertInto('payment_sessions').values(sessions).execute();
    await t.db.insertInto('commissions').values(commissions).execute();
  }
  return seeded;
}

type AffiliateQuery = NonNullable<RouteInput<typeof paymentRoutes.affiliate>['query']>;
const home = async (who: TestUser, query: AffiliateQuery = {}) => {
  const res = await callRoute(app(), paymentRoutes.affiliate, who, { query });
  return { status: res.status, body: res.body as AffiliateSummary };
};

describe('GET /api/payment/affiliate pages the commissions', () => {
  it('bounds the first page, sums all 600 in SQL, and walks every one once', async () => {
    const t = app();
    const buyer = await createUser(t, { accountType: 'Partner' });
    const affiliate = await createUser(t, { accountType: 'Affiliate' });
    const other = await createUser(t, { accountType: 'Affiliate' });
    const mine = await seed(affiliate, buyer, 600);
    const theirs = new Set((await seed(other, buyer, 30)).map((c) => c.id));

    const first = await home(affiliate);
    expect(first.status).toBe(200);
    expect(first.body.commissions).toHaveLength(pagingLimits.commissionsDefault);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const total = (state: Seeded['state']) => {
      const matching = mine.filter((c) => c.state === state);
      return { count: matching.length, cents: matching.reduce((s, c) => s + c.amount, 0) };
    };
    // The ledger itself, summed by the test: 150 of each state.
    expect(first.body.pending).toEqual(total('pending'));
    expect(first.body.payable).toEqual(total('payable'));
    expect(first.body.paid).toEqual(total('paid'));
    expect(first.body.pending.count).toBe(150);

    const seen: AffiliateSummary['commissions'] = [];
    let cursor: string | null = null;
    do {
      const page = await home(affiliate, {
        limit: pagingLimits.commissionsMax,
        ...(cursor ? { cursor } : {}),
      });
      expect(page.status).toBe(200);
      expect(page.body.commissions.length).toBeLessThanOrEqual(pagingLimits.commissionsMax);
      // Every page carries the same figures over all commissions.
      expect(page.body.paid).toEqual(first.body.paid);
      seen.push(...page.body.commissions);
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(600);
    expect(new Set(seen.map((c) => c.id))).toEqual(new Set(mine.map((c) => c.id)));
    expect(seen.some((c) => theirs.has(c.id))).toBe(false);
    const times = seen.map((c) => c.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const cents = (status: string) =>
      seen.filter((c) => c.status === status).reduce((s, c) => s + c.amountCents, 0);
    expect(cents('payable')).toBe(first.body.payable.cents);

    // The other Affiliate sees only their own 30, with their own figures.
    const others = await home(other);
    expect(others.body.commissions).toHaveLength(30);
    expect(others.body.nextCursor).toBeNull();
    expect(others.body.commissions.every((c) => theirs.has(c.id))).toBe(true);
    // 30 in turn paid, reversed, payable, pending: 8, 8, 7, 7.
    expect([others.body.paid.count, others.body.payable.count, others.body.pending.count]).toEqual([
      8, 7, 7,
    ]);
  });

  it('refuses bad paging with a 400', async () => {
    const affiliate = await createUser(app(), { accountType: 'Affiliate' });
    const cursorOfOtherList = Buffer.from(JSON.stringify(['x'])).toString('base64url');
    for (const query of [
      { limit: 501 },
      { limit: 0 },
      { limit: -1 },
      { limit: 'many' },
      { cursor: 'nope!' },
      { cursor: cursorOfOtherList },
      { cursor: 'A'.repeat(pagingLimits.cursorMax + 1) },
    ])
      expect((await home(affiliate, wrong(query))).status, JSON.stringify(query)).toBe(400);
    const partner = await createUser(app(), { accountType: 'Partner' });
    expect((await home(partner)).status).toBe(403);
  });
});
