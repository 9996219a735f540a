import { describe, expect, it } from 'vitest';
import { paymentRoutes } from '../../../common/api/payments.js';
import { callRoute, wrong } from '../../test/call-route.js';
import { createUser } from '../../test/factories.js';
import { commission } from '../../test/payouts.js';
import { useTestApp } from '../../test/use-test-app.js';

const app = useTestApp({ now: () => new Date('2026-12-07T12:00:00.000Z') }, 'test');

describe("one Affiliate's commissions", () => {
  it('lists only theirs, with their subtotal', async () => {
    const t = app();
    const [admin, kim, lee, buyer] = await Promise.all([
      createUser(t, { accountType: 'Admin' }),
      createUser(t, { accountType: 'Affiliate' }),
      createUser(t, { accountType: 'Affiliate' }),
      createUser(t, { accountType: 'Partner' }),
    ]);
    await commission(t, { buyer, affiliate: kim }, { at: '2026-10-01T00:00:00.000Z', cents: 300 });
    await commission(t, { buyer, affiliate: kim }, { at: '2026-10-02T00:00:00.000Z', cents: 500 });
    await commission(t, { buyer, affiliate: lee }, { at: '2026-10-03T00:00:00.000Z', cents: 700 });
    const list = await callRoute(t, paymentRoutes.commissions, admin, {
      query: { status: 'due', affiliate: kim.uid },
    });
    expect(list.status).toBe(200);
    expect(list.body.commissions.map((c) => c.affiliate)).toEqual([kim.username, kim.username]);
    expect(list.body.total).toEqual({ count: 2, cents: 800 });
    const everyone = await callRoute(t, paymentRoutes.commissions, admin, {
      query: { status: 'due' },
    });
    expect(everyone.body.total).toEqual({ count: 3, cents: 1500 });
  });

  it('refuses an Affiliate that is no user id', async () => {
    const admin = await createUser(app(), { accountType: 'Admin' });
    const res = await callRoute(app(), paymentRoutes.commissions, admin, {
      query: wrong({ status: 'due', affiliate: 'kim' }),
    });
    expect(res.raw.statusCode).toBe(400);
  });
});
