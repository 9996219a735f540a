import { beforeEach, describe, expect, it } from 'vitest';
import { paymentRoutes } from '../../../common/api/payments.js';
import { callRoute, wrong } from '../../test/call-route.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import { csvTable } from './csv-table.js';

let clock: Date;
let affiliate: TestUser;
let admin: TestUser;
const day = 86_400_000;

const app = useTestApp({ now: () => clock }, 'test');
beforeEach(async () => {
  clock = new Date('2026-11-23T10:00:00.000Z');
  affiliate = await createUser(app(), { accountType: 'Affiliate', username: 'Kim_Refers' });
  admin = await createUser(app(), { accountType: 'Admin' });
});

/** A Partner buys through the sandbox with 4242…; returns the amount charged. */
async function buy(user: TestUser, basket: object[]): Promise<number> {
  const res = await callRoute(app(), paymentRoutes.createCheckoutSession, user, {
    body: { basket } as never,
  }).then((r) => r.raw);
  expect(res.statusCode).toBe(200);
  const { clientSecret, amountCents } = res.json();
  const paid = await callRoute(app(), paymentRoutes.sandboxPay, user, {
    body: {
      clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
      name: 'P',
    },
  }).then((r) => r.raw);
  expect(paid.statusCode).toBe(200);
  return amountCents as number;
}
const summary = async (who = affiliate) => {
  const res = await callRoute(app(), paymentRoutes.affiliate, who).then((r) => r.raw);
  return { status: res.statusCode, body: res.json() };
};
const list = (status: string, who = admin) =>
  callRoute(app(), paymentRoutes.commissions, who, { query: wrong({ status }) }).then((r) => r.raw);
const commissionRows = () =>
  app().db.selectFrom('commissions').selectAll().orderBy('created_at').execute();

describe('affiliate commissions', () => {
  it('records 20% of a referred Partner’s purchase, pending 14 days, then payable', async () => {
    // `via` matches whatever the case of the link was.
    const referred = await createUser(app(), { accountType: 'Partner', via: 'kim_refers' });
    const amount = await buy(referred, [{ name: 'Video Edit', args: [60], quantity: 2 }]);
    expect(amount).toBe(9600);

    let home = await summary();
    expect(home.status).toBe(200);
    expect(home.body).toMatchObject({
      link: 'http://localhost:3000/?via=Kim_Refers',
      signups: [{ username: referred.username }],
      pending: { count: 1, cents: 1920 },
      payable: { count: 0, cents: 0 },
      commissions: [
        { buyer: referred.username, basisCents: 9600, amountCents: 1920, status: 'pending' },
      ],
    });

    clock = new Date(clock.getTime() + 14 * day);
    home = await summary();
    expect(home.body).toMatchObject({ pending: { count: 0 }, payable: { count: 1, cents: 1920 } });
  });

  it('pays no commission without a referral, for a referral to a non-Affiliate, or to oneself', async () => {
    const plain = await createUser(app(), { accountType: 'Partner' });
    const otherPartner = await createUser(app(), { accountType: 'Partner' });
    const referredByPartner = await createUser(app(), {
      accountType: 'Partner',
      via: otherPartner.username,
    });
    const self = await createUser(app(), { accountType: 'Partner', username: 'self_ref' });
    await app()
      .db.updateTable('users')
      .set({ via: 'self_ref' })
      .where('id', '=', self.uid)
      .execute();
    const unknown = await createUser(app(), { accountType: 'Partner', via: 'nobody_by_that_name' });
    for (const user of [plain, referredByPartner, self, unknown])
      await buy(user, [{ name: 'Video Thumbnail', args: [], quantity: 1 }]);
    expect(await commissionRows()).toEqual([]);
    expect((await summary()).body).toMatchObject({ signups: [], pending: { count: 0, cents: 0 } });
  });

  it('counts each purchase once and lists sign-ups that have not bought yet', async () => {
    const buyer = await createUser(app(), { accountType: 'Partner', via: 'Kim_Refers' });
    await createUser(app(), { accountType: 'Partner', via: 'kim_refers' });
    await buy(buyer, [{ name: 'Video Edit', args: [10], quantity: 1 }]);
    await buy(buyer, [{ name: 'Shorts Edit', args: [1], quantity: 1 }]);
    const home = (await summary()).body;
    expect(home.signups).toHaveLength(2);
    expect(home.pending).toEqual({ count: 2, cents: 160 + 80 });
  });

  it('shows the Affiliate home only to an Affiliate', async () => {
    for (const accountType of ['Partner', 'Production', 'Admin'] as const) {
      const user = await createUser(app(), { accountType });
      expect((await summary(user)).status).toBe(403);
    }
    const anonymous = await callRoute(app(), paymentRoutes.affiliate, null).then((r) => r.raw);
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('commissions for Admins', () => {
  async function twoCommissions() {
    const first = await createUser(app(), {
      accountType: 'Partner',
      via: 'kim_refers',
      username: '=cmd_buyer',
    });
    await buy(first, [{ name: 'Video Edit', args: [10], quantity: 1 }]);
    clock = new Date(clock.getTime() + 10 * day);
    const second = await createUser(app(), { accountType: 'Partner', via: 'kim_refers' });
    await buy(second, [{ name: 'Video Edit', args: [20], quantity: 1 }]);
    clock = new Date(clock.getTime() + 5 * day);
    // Now the first is 15 days old (payable), the second 5 days (pending).
  }

  it('lists due and pending commissions with whom to pay', async () => {
    await twoCommissions();
    const due = await list('due');
    expect(due.statusCode).toBe(200);
    expect(due.json()).toMatchObject({
      commissions: [
        { affiliate: 'Kim_Refers', buyer: '=cmd_buyer', amountCents: 160, status: 'payable' },
      ],
      total: { count: 1, cents: 160 },
    });
    expect((await list('pending')).json().total).toEqual({ count: 1, cents: 320 });
    expect((await list('all')).json().total).toEqual({ count: 2, cents: 480 });
  });

  it('exports the due commissions as CSV, safe to open in a spreadsheet', async () => {
    await twoCommissions();
    const res = await callRoute(app(), paymentRoutes.commissionsExport, admin, {
      query: { status: 'due' },
    }).then((r) => r.raw);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="commissions-due-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'commission_id,affiliate,affiliate_email,pay_with,pay_to,buyer,purchase_usd,commission_usd,status,created_at,payable_at,paid_at,session_id',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(",,,'=cmd_buyer,8.00,1.60,payable,");
  });

  it('marks payable commissions paid, leaving pending ones alone', async () => {
    await twoCommissions();
    const all = (await list('all')).json().commissions as Array<{ id: string; status: string }>;
    const res = await callRoute(app(), paymentRoutes.markCommissionsPaid, admin, {
      body: { ids: all.map((c) => c.id) },
    }).then((r) => r.raw);
    expect(res.json()).toEqual({ updated: 1 });
    expect((await list('due')).json().total.count).toBe(0);
    expect((await list('paid')).json().total).toEqual({ count: 1, cents: 160 });
    expect((await summary()).body).toMatchObject({
      paid: { count: 1, cents: 160 },
      pending: { count: 1 },
    });
  });

  it('refuses non-Admins and bad input on every commission route, changing nothing', async () => {
    await twoCommissions();
    const before = await commissionRows();
    const partner = await createUser(app(), { accountType: 'Partner' });
    for (const who of [partner, affiliate]) {
      expect((await list('due', who)).statusCode).toBe(403);
      const csv = await callRoute(app(), paymentRoutes.commissionsExport, who).then((r) => r.raw);
      expect(csv.statusCode).toBe(403);
      const paid = await callRoute(app(), paymentRoutes.markCommissionsPaid, who, {
        body: { ids: before.map((c) => c.id) },
      }).then((r) => r.raw);
      expect(paid.statusCode).toBe(403);
    }
    expect((await list('everything')).statusCode).toBe(400);
    for (const payload of [{ ids: [] }, { ids: ['not-a-uuid'] }, { ids: 'x' }, {}]) {
      const res = await callRoute(app(), paymentRoutes.markCommissionsPaid, admin, {
        body: wrong(payload),
      }).then((r) => r.raw);
      expect(res.statusCode).toBe(400);
    }
    const anonymous = await callRoute(app(), paymentRoutes.commissionsExport, null).then(
      (r) => r.raw,
    );
    expect(anonymous.statusCode).toBe(401);
    expect(await commissionRows()).toEqual(before);
  });
});

describe('csvTable', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    const rows = [
      ['plain', 'a,b'],
      ['say "hi"', '=HYPERLINK("x")'],
      ['-1', 'x\ny'],
    ];
    expect(csvTable(['a', 'b'], rows)).toBe(
      'a,b\r\nplain,"a,b"\r\n"say ""hi""","\'=HYPERLINK(""x"")"\r\n\'-1,"x\ny"\r\n',
    );
  });
});
