import { describe, expect, it } from 'vitest';
import { paymentRoutes } from '../../../common/api/payments.js';
import { payoutRoutes } from '../../../common/api/payouts.js';
import { callRoute } from '../../test/call-route.js';
import { createUser } from '../../test/factories.js';
import { commission } from '../../test/payouts.js';
import { useTestApp } from '../../test/use-test-app.js';

// "Mark selected paid" on Commissions and the monthly pay run both pay commissions: each
// commission is paid by one of them, once.

const app = useTestApp({ now: () => new Date('2026-12-07T12:00:00.000Z') }, 'test');

async function people() {
  const t = app();
  const [admin, affiliate, buyer] = await Promise.all([
    createUser(t, { accountType: 'Admin' }),
    createUser(t, { accountType: 'Affiliate' }),
    createUser(t, { accountType: 'Partner' }),
  ]);
  return { admin, affiliate, buyer };
}
const rows = () => app().db.selectFrom('commissions').selectAll().orderBy('id').execute();

describe('paying a commission by hand', () => {
  it('refuses one that is already paid, naming when, and marks none of the choice', async () => {
    const { admin, affiliate, buyer } = await people();
    const first = await commission(
      app(),
      { buyer, affiliate },
      { at: '2026-10-01T00:00:00.000Z', cents: 300 },
    );
    const second = await commission(
      app(),
      { buyer, affiliate },
      { at: '2026-10-02T00:00:00.000Z', cents: 500 },
    );
    const once = await callRoute(app(), paymentRoutes.markCommissionsPaid, admin, {
      body: { ids: [first.id] },
    });
    expect(once.body).toEqual({ updated: 1 });
    const before = await rows();
    const again = await callRoute(app(), paymentRoutes.markCommissionsPaid, admin, {
      body: { ids: [first.id, second.id] },
    });
    expect(again.status).toBe(409);
    expect(again.raw.json().error).toMatchObject({
      code: 'commission_already_paid',
      message: expect.stringContaining('7 Dec 2026'),
    });
    expect(await rows()).toEqual(before);
  });

  it('refuses one a closed period’s statement holds, pointing to Payouts', async () => {
    const { admin, affiliate, buyer } = await people();
    const sale = await commission(
      app(),
      { buyer, affiliate },
      { at: '2026-10-01T00:00:00.000Z', cents: 300 },
    );
    const closed = await callRoute(app(), payoutRoutes.closePeriod, admin, {
      body: { period: '2026-11' },
    });
    expect(closed.status).toBe(200);
    const before = await rows();
    const paid = await callRoute(app(), paymentRoutes.markCommissionsPaid, admin, {
      body: { ids: [sale.id] },
    });
    expect(paid.status).toBe(409);
    expect(paid.raw.json().error).toMatchObject({
      code: 'commission_in_statement',
      message: expect.stringContaining('November 2026'),
      link: { text: 'Open Payouts' },
    });
    expect(await rows()).toEqual(before);
  });
});
