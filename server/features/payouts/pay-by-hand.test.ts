import { describe, expect, it } from 'vitest';
import {
  payoutRoutes,
  type ClosePeriodResponse,
  type PeriodView,
} from '../../../common/api/payouts.js';
import { teamRoutes } from '../../../common/api/teams.js';
import { callRoute } from '../../test/call-route.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { deliveredJob, payoutTables } from '../../test/payouts.js';
import { useTestApp } from '../../test/use-test-app.js';

// A statement closed while its payee had no wallet: paid by hand with a reference, or, once the
// payee chooses a wallet, in that method's batch file like the others.

const app = useTestApp({ now: () => new Date('2026-11-20T12:00:00.000Z') }, 'test');

async function closedWithoutWallet() {
  const t = app();
  const [admin, partner, editor] = await Promise.all([
    createUser(t, { accountType: 'Admin' }),
    createUser(t, { accountType: 'Partner' }),
    createUser(t, { accountType: 'Production', isEditor: true }),
  ]);
  await deliveredJob(
    t,
    { client: partner, staff: editor },
    {
      at: '2026-10-03T09:00:00.000Z',
      title: 'Boss fight',
    },
  );
  const closed = await callRoute(t, payoutRoutes.closePeriod, admin, {
    body: { period: '2026-10' },
  });
  expect(closed.status).toBe(200);
  const statement = (closed.body as ClosePeriodResponse).view.statements[0]!;
  expect(statement).toMatchObject({ method: null, account: null, walletAddedLater: false });
  return { admin, editor, statement };
}

const period = async (admin: TestUser) =>
  (await callRoute(app(), payoutRoutes.period, admin, { params: { period: '2026-10' } }))
    .body as PeriodView;
const exportPayPal = (admin: TestUser) =>
  callRoute(app(), payoutRoutes.exportBatch, admin, {
    params: { period: '2026-10' },
    query: { method: 'PayPal' },
  });
const addPayPal = (editor: TestUser) =>
  callRoute(app(), teamRoutes.changeWallet, editor, {
    body: { columnName: 'PayPal', newValue: 'late@pay.example' },
  });

describe('a statement closed without a wallet', () => {
  it('is paid by hand, alone, with a reference', async () => {
    const { admin, statement } = await closedWithoutWallet();
    const paid = await callRoute(app(), payoutRoutes.payStatement, admin, {
      params: { id: statement.id },
      body: { reference: 'Bank transfer 0042' },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.after).toEqual([
      expect.objectContaining({
        id: statement.id,
        status: 'paid',
        paidReference: 'Bank transfer 0042',
        method: null,
      }),
    ]);
    expect((await period(admin)).totals).toEqual([
      { method: null, count: 1, cents: statement.totalCents, unpaidCount: 0, unpaidCents: 0 },
    ]);
  });

  it('refuses a blank reference and changes nothing', async () => {
    const { admin, statement } = await closedWithoutWallet();
    const before = await payoutTables(app());
    const blank = await callRoute(app(), payoutRoutes.payStatement, admin, {
      params: { id: statement.id },
      body: { reference: '  ' },
    });
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.body)).toContain('Enter the payment reference.');
    expect(await payoutTables(app())).toEqual(before);
  });

  it('joins the batch file of the wallet its payee chose since, and keeps it once paid', async () => {
    const { admin, editor, statement } = await closedWithoutWallet();
    expect((await exportPayPal(admin)).status).toBe(409);

    expect((await addPayPal(editor)).status).toBe(200);
    const view = await period(admin);
    expect(view.statements[0]).toMatchObject({
      method: 'PayPal',
      account: 'late@pay.example',
      walletAddedLater: true,
    });
    expect(view.totals.map((m) => m.method)).toEqual(['PayPal']);
    const file = await exportPayPal(admin);
    expect(file.status).toBe(200);
    expect(file.raw.body).toContain(`late@pay.example,`);
    expect(file.raw.body).toContain(statement.id);

    const paid = await callRoute(app(), payoutRoutes.payMethod, admin, {
      params: { period: '2026-10' },
      body: { method: 'PayPal', reference: 'PP-BATCH-7' },
    });
    expect(paid.status).toBe(200);
    // Paid, it keeps the wallet it was paid to, whatever the payee chooses next.
    await callRoute(app(), teamRoutes.changeWallet, editor, {
      body: { columnName: 'Paysend', newValue: '+1 555 0199' },
    });
    await callRoute(app(), teamRoutes.changeWallet, editor, {
      body: { columnName: 'PayoutMethod', newValue: 'Paysend' },
    });
    const stored = await app()
      .db.selectFrom('payout_statements')
      .select(['method', 'account', 'paid_reference'])
      .where('id', '=', statement.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      method: 'PayPal',
      account: 'late@pay.example',
      paid_reference: 'PP-BATCH-7',
    });
    expect((await period(admin)).statements[0]).toMatchObject({
      method: 'PayPal',
      walletAddedLater: false,
    });
  });
});
