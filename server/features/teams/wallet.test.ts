import { describe, expect, it } from 'vitest';
import { paymentRoutes } from '../../../common/api/payments.js';
import { teamRoutes } from '../../../common/api/teams.js';
import { callRoute } from '../../test/call-route.js';
import { createUser } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';

const app = useTestApp();

const walletRow = async (uid: string) =>
  (await app()
    .db.selectFrom('staff_profiles')
    .select(['payout_method', 'paypal', 'paysend'])
    .where('user_id', '=', uid)
    .executeTakeFirst()) ?? null;

describe('the payout wallet of Affiliates and staff', () => {
  it('lets an Affiliate save a PayPal account, which becomes the payout method', async () => {
    const affiliate = await createUser(app(), { accountType: 'Affiliate' });
    const empty = await callRoute(app(), teamRoutes.wallet, affiliate);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ PayPal: null, Paysend: null, PayoutMethod: null });

    const saved = await callRoute(app(), teamRoutes.changeWallet, affiliate, {
      body: { columnName: 'PayPal', newValue: ' kim@pay.example ' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      PayPal: 'kim@pay.example',
      Paysend: null,
      PayoutMethod: 'PayPal',
    });

    await callRoute(app(), teamRoutes.changeWallet, affiliate, {
      body: { columnName: 'Paysend', newValue: '+44 7700 900123' },
    });
    const switched = await callRoute(app(), teamRoutes.changeWallet, affiliate, {
      body: { columnName: 'PayoutMethod', newValue: 'Paysend' },
    });
    expect(switched.body.PayoutMethod).toBe('Paysend');
  });

  it('is the same wallet staff see in their production information', async () => {
    const editor = await createUser(app(), { accountType: 'Production', isEditor: true });
    await callRoute(app(), teamRoutes.changeWallet, editor, {
      body: { columnName: 'Paysend', newValue: '4111 1111 1111 1111' },
    });
    const info = await callRoute(app(), teamRoutes.userData, editor, {
      query: { method: 'id', db: 'productioninformation' },
    });
    expect(info.body).toMatchObject({ Paysend: '4111 1111 1111 1111', PayoutMethod: 'Paysend' });
  });

  it('refuses a bad e-mail, a wrong method, an unknown column and over-long values, changing nothing', async () => {
    const affiliate = await createUser(app(), { accountType: 'Affiliate' });
    await callRoute(app(), teamRoutes.changeWallet, affiliate, {
      body: { columnName: 'PayPal', newValue: 'kim@pay.example' },
    });
    const before = await walletRow(affiliate.uid);
    const bad = [
      { columnName: 'PayPal', newValue: 'not-an-email' },
      { columnName: 'PayoutMethod', newValue: 'Bitcoin' },
      { columnName: 'Tier', newValue: '3' },
      { columnName: 'Paysend', newValue: 'x'.repeat(51) },
      { columnName: 'Paysend', newValue: 42 },
      { columnName: 'PayPal' },
    ];
    for (const body of bad) {
      const res = await callRoute(app(), teamRoutes.changeWallet, affiliate, {
        body: body as never,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    // A method whose account is missing cannot be chosen.
    const missing = await callRoute(app(), teamRoutes.changeWallet, affiliate, {
      body: { columnName: 'PayoutMethod', newValue: 'Paysend' },
    });
    expect(missing.status).toBe(400);
    expect(missing.code).toBe('payout_account_missing');
    expect(await walletRow(affiliate.uid)).toEqual(before);
  });

  it('never reaches someone else’s wallet, and only those who are paid out have one', async () => {
    const affiliate = await createUser(app(), { accountType: 'Affiliate' });
    const editor = await createUser(app(), { accountType: 'Production', isEditor: true });
    // The staff route names its row: another user's uid is refused, for staff and Affiliates.
    for (const who of [affiliate, editor]) {
      const other = who === editor ? affiliate : editor;
      const res = await callRoute(app(), teamRoutes.updateUserData, who, {
        query: { method: 'id', db: 'productioninformation' },
        body: { values: other.uid, columnName: 'PayPal', newValue: 'thief@example.com' },
      });
      expect(res.status).toBe(403);
    }
    // The wallet route has no id: a smuggled one is ignored and only the caller's wallet changes.
    const smuggled = await callRoute(app(), teamRoutes.changeWallet, affiliate, {
      body: { values: editor.uid, columnName: 'PayPal', newValue: 'mine@example.com' } as never,
    });
    expect(smuggled.status).toBe(200);
    expect(await walletRow(editor.uid)).toBeNull();
    expect((await walletRow(affiliate.uid))?.paypal).toBe('mine@example.com');

    for (const accountType of ['Partner', 'Admin'] as const) {
      const user = await createUser(app(), { accountType });
      expect((await callRoute(app(), teamRoutes.wallet, user)).status).toBe(403);
      const change = await callRoute(app(), teamRoutes.changeWallet, user, {
        body: { columnName: 'PayPal', newValue: 'p@example.com' },
      });
      expect(change.status).toBe(403);
      expect(await walletRow(user.uid)).toBeNull();
    }
    expect((await callRoute(app(), teamRoutes.wallet, null)).status).toBe(401);
  });

  it('shows the Admin each commission’s payout destination', async () => {
    const affiliate = await createUser(app(), { accountType: 'Affiliate', username: 'wallet_aff' });
    const admin = await createUser(app(), { accountType: 'Admin' });
    const buyer = await createUser(app(), { accountType: 'Partner', via: 'wallet_aff' });
    const checkout = await callRoute(app(), paymentRoutes.createCheckoutSession, buyer, {
      body: { basket: [{ name: 'Video Thumbnail', args: [], quantity: 1 }] },
    });
    await callRoute(app(), paymentRoutes.sandboxPay, buyer, {
      body: {
        clientSecret: checkout.body.clientSecret ?? '',
        cardNumber: '4242424242424242',
        expiry: '12/30',
        cvc: '123',
        name: 'P',
      },
    });
    const mine = async () =>
      (
        await callRoute(app(), paymentRoutes.commissions, admin, { query: { status: 'all' } })
      ).body.commissions.filter((c) => c.affiliate === 'wallet_aff');
    expect((await mine())[0]?.payTo).toBeNull();
    await callRoute(app(), teamRoutes.changeWallet, affiliate, {
      body: { columnName: 'PayPal', newValue: 'wallet_aff@pay.example' },
    });
    expect((await mine())[0]?.payTo).toEqual({
      method: 'PayPal',
      account: 'wallet_aff@pay.example',
    });
  });
});
