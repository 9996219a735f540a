import { paymentRoutes } from '../../../common/api/payments.js';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CommissionsResponse } from '../../../common/api/payments.js';
import { createUser } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import { callRoute, wrong } from '../../test/call-route.js';

// The Admin's commission list pages: every commission once, oldest first, the state's total on
// every page, bounds refused.

const app = useTestApp();

async function seedCommissions(n: number) {
  const t = app();
  const [affiliate, buyer] = [
    await createUser(t, { accountType: 'Affiliate' }),
    await createUser(t, { accountType: 'Partner' }),
  ];
  for (let i = 0; i < n; i += 1) {
    const at = new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString();
    const session = `cs_page_${i}`;
    await t.db
      .insertInto('payment_sessions')
      .values({
        id: session,
        provider: 'sandbox',
        user_id: buyer.uid,
        status: 'complete',
        plan: 'Standard',
        currency: 'usd',
        amount_cents: 1000,
        lines: '[]',
        client_secret_hash: null,
        payment_intent: null,
        created_at: at,
        expires_at: at,
        completed_at: at,
        fulfilled_at: at,
        refunded_at: null,
      })
      .execute();
    await t.db
      .insertInto('commissions')
      .values({
        id: randomUUID(),
        affiliate_id: affiliate.uid,
        buyer_id: buyer.uid,
        session_id: session,
        basis_cents: 1000,
        amount_cents: 200,
        created_at: at,
        payable_at: at,
        paid_at: null,
        reversed_at: null,
      })
      .execute();
  }
}

describe('GET /api/payment/commissions pages', () => {
  it('serves every commission once, oldest first, with the whole total on each page', async () => {
    await seedCommissions(7);
    const admin = await createUser(app(), { accountType: 'Admin' });
    const seen: CommissionsResponse['commissions'] = [];
    let cursor: string | null = null;
    do {
      const res = await callRoute(app(), paymentRoutes.commissions, admin, {
        query: { status: 'all', limit: 3, ...(cursor ? { cursor } : {}) },
      });
      expect(res.status).toBe(200);
      const body: CommissionsResponse = res.body;
      expect(body.total).toEqual({ count: 7, cents: 1400 });
      seen.push(...body.commissions);
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(7);
    expect(new Set(seen.map((c) => c.id)).size).toBe(7);
    const times = seen.map((c) => c.createdAt);
    expect(times).toEqual([...times].sort());
  });

  it('refuses bad paging and non-Admins', async () => {
    const admin = await createUser(app(), { accountType: 'Admin' });
    for (const query of [{ limit: 501 }, { limit: -1 }, { limit: 'many' }, { cursor: 'nope!' }])
      expect(
        (await callRoute(app(), paymentRoutes.commissions, admin, { query: wrong(query) })).status,
      ).toBe(400);
    const partner = await createUser(app(), { accountType: 'Partner' });
    expect((await callRoute(app(), paymentRoutes.commissions, partner)).status).toBe(403);
  });
});
