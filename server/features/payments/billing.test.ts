import type { Kysely } from 'kysely';
import { paymentRoutes } from '../../../common/api/payments.js';
import { callRoute } from '../../test/call-route.js';
import { describe, expect, it } from 'vitest';
import * as receiptsMigration from '../../db/migrations/202611280300-receipts.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';

const app = useTestApp({}, 'test');

async function start(env: Record<string, string> = {}) {
  if (Object.keys(env).length > 0) await app.rebuild({ env });
  const partner = await createUser(app(), { accountType: 'Partner', name: 'Zoë Ångström' });
  const other = await createUser(app(), { accountType: 'Partner' });
  const admin = await createUser(app(), { accountType: 'Admin' });
  return { partner, other, admin };
}

const editAndShorts = [
  { name: 'Video Edit', args: [10], quantity: 2 },
  { name: 'Shorts Edit', args: [3], quantity: 1 },
];
// 2 x $8.00 + ($4 + 2 x $0.50)
const editAndShortsCents = 1600 + 500;
const thumbnails = [{ name: 'Video Thumbnail', args: [], quantity: 3 }];

const paymentsOf = (user: TestUser | null, uid?: string) =>
  callRoute(app(), paymentRoutes.payments, user, { query: { uid } }).then((r) => r.raw);
const receiptOf = (user: TestUser | null, id: string) =>
  callRoute(app(), paymentRoutes.receipt, user, { params: { id } }).then((r) => r.raw);
const exportOf = (user: TestUser | null, uid?: string) =>
  callRoute(app(), paymentRoutes.paymentsExport, user, { query: { uid } }).then((r) => r.raw);

async function open(user: TestUser, basket: unknown[]) {
  const res = await callRoute(app(), paymentRoutes.createCheckoutSession, user, {
    body: { basket } as never,
  }).then((r) => r.raw);
  expect(res.statusCode).toBe(200);
  return res.json() as { clientSecret: string; sessionId: string };
}

async function buy(user: TestUser, basket: unknown[]) {
  const { clientSecret, sessionId } = await open(user, basket);
  const res = await callRoute(app(), paymentRoutes.sandboxPay, user, {
    body: {
      clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 30',
      cvc: '123',
      name: 'Pat',
    },
  }).then((r) => r.raw);
  expect(res.statusCode).toBe(200);
  return sessionId;
}

describe('GET /api/payment/payments', () => {
  it('lists each paid checkout newest first with its items, amount, status and receipt number', async () => {
    const { partner, other } = await start();
    const first = await buy(partner, editAndShorts);
    await buy(other, thumbnails);
    await open(partner, thumbnails); // opened and never paid: not a payment
    const second = await buy(partner, thumbnails);

    const res = await paymentsOf(partner);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.payments.map((p: { id: string }) => p.id)).toEqual([second, first]);
    expect(body.payments[1]).toMatchObject({
      status: 'paid',
      provider: 'sandbox',
      amountCents: editAndShortsCents,
      refundedCents: 0,
      refundedAt: null,
      receiptNumber: 1,
      lines: [
        { name: 'Video Edit', args: [10], quantity: 2, unitCents: 800, lineCents: 1600 },
        { name: 'Shorts Edit', args: [3], quantity: 1, unitCents: 500, lineCents: 500 },
      ],
    });
    expect(body.payments[1].paidAt).toEqual(expect.any(String));
    // Numbers follow the order payments were credited in, across buyers.
    expect(body.payments[0].receiptNumber).toBe(3);
    expect(body.total).toEqual({ paidCents: editAndShortsCents + 1200, refundedCents: 0 });
  });

  it('gives payments credited at the same moment different numbers, with no gap', async () => {
    const { partner, other } = await start();
    const buyers = [partner, other, partner, other, partner];
    const opened = await Promise.all(buyers.map((user) => open(user, thumbnails)));
    const paid = await Promise.all(
      opened.map(({ clientSecret }, i) =>
        callRoute(app(), paymentRoutes.sandboxPay, null, {
          headers: buyers[i]?.headers ?? {},
          body: {
            clientSecret,
            cardNumber: '4242 4242 4242 4242',
            expiry: '12 / 30',
            cvc: '123',
            name: 'Pat',
          },
        }).then((r) => r.raw),
      ),
    );
    expect(paid.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const numbers = (await app().db.selectFrom('receipts').select('number').execute())
      .map((r) => r.number)
      .sort((a, b) => a - b);
    expect(numbers).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows a user only their own payments; an Admin names the Partner with uid', async () => {
    const { partner, other, admin } = await start();
    const id = await buy(partner, thumbnails);
    expect((await paymentsOf(other)).json().payments).toEqual([]);
    const foreign = await paymentsOf(other, partner.uid);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('forbidden');
    const asAdmin = await paymentsOf(admin, partner.uid);
    expect(asAdmin.json().payments.map((p: { id: string }) => p.id)).toEqual([id]);
    expect((await paymentsOf(partner, 'not-a-uuid')).statusCode).toBe(400);
    expect((await paymentsOf(null)).statusCode).toBe(401);
  });
});

describe('GET /api/payment/payments/:id/receipt', () => {
  it('prints the configured seller, the buyer, the lines and the total, with no tax line by default', async () => {
    const { partner } = await start({
      AGENCY_NAME: 'Crewcast Media Ltd',
      AGENCY_ADDRESS: '1 Game Street | London EC1A 1AA',
    });
    const id = await buy(partner, editAndShorts);
    const res = await receiptOf(partner, id);
    expect(res.statusCode).toBe(200);
    const receipt = res.json();
    expect(receipt).toMatchObject({
      number: 1,
      seller: { name: 'Crewcast Media Ltd', address: ['1 Game Street', 'London EC1A 1AA'] },
      buyer: { name: 'Zoë Ångström', username: partner.username, email: partner.email },
      payment: { id, status: 'paid', amountCents: editAndShortsCents },
      subtotalCents: editAndShortsCents,
      tax: null,
      totalCents: editAndShortsCents,
      // The sandbox charges nothing, so there is no Stripe receipt to link.
      providerReceiptUrl: null,
    });
    // The number is given once: reading the receipt again, or after another payment, keeps it.
    await buy(partner, thumbnails);
    expect((await receiptOf(partner, id)).json().number).toBe(1);
  });

  it('carves the configured tax out of the total', async () => {
    const { partner } = await start({ TAX_RATE_PERCENT: '20', TAX_LABEL: 'VAT' });
    const id = await buy(partner, editAndShorts);
    const receipt = (await receiptOf(partner, id)).json();
    // $21.00 including 20%: $3.50 of tax on $17.50.
    expect(receipt).toMatchObject({
      subtotalCents: 1750,
      tax: { label: 'VAT', ratePercent: 20, cents: 350 },
      totalCents: 2100,
    });
  });

  it('answers 404 for someone else’s payment, an unknown id and an unpaid checkout; 400 for a malformed id', async () => {
    const { partner, other, admin } = await start();
    const id = await buy(partner, thumbnails);
    const unpaid = (await open(partner, editAndShorts)).sessionId;
    for (const [who, payment] of [
      [other, id],
      [partner, 'cs_sandbox_unknown'],
      [partner, unpaid],
    ] as const) {
      const res = await receiptOf(who, payment);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    // Sent encoded, as not%20an%20id and %3Cscript%3E.
    for (const bad of ['not an id', 'x'.repeat(201), '<script>'])
      expect((await receiptOf(partner, bad)).statusCode).toBe(400);
    expect((await receiptOf(null, id)).statusCode).toBe(401);
    const asAdmin = await receiptOf(admin, id);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().buyer.username).toBe(partner.username);
  });
});

describe('GET /api/payment/payments/export', () => {
  it('downloads the payments as CSV, one line each, with their receipt numbers', async () => {
    const { partner, other } = await start();
    const id = await buy(partner, editAndShorts);
    const res = await exportOf(partner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'date,payment_id,receipt_number,items,amount_usd,status,refunded_usd,refunded_at',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(
        `^\\d{4}-\\d{2}-\\d{2}T[^,]+,${id},1,2 x Video Edit \\(10 min\\); 1 x Shorts Edit \\(3 min\\),21\\.00,paid,0\\.00,$`,
      ),
    );
    expect((await exportOf(other, partner.uid)).statusCode).toBe(403);
    expect((await exportOf(other, '42')).statusCode).toBe(400);
    expect((await exportOf(null)).statusCode).toBe(401);
  });
});

describe('the receipts migration', () => {
  it('numbers payments credited before it in the order they were credited, then carries on', async () => {
    const { partner, other } = await start();
    const first = await buy(partner, thumbnails);
    const second = await buy(other, thumbnails);
    await open(partner, editAndShorts); // never paid: no number
    // The second was credited first (a late webhook can do that): the credit time decides.
    const credited = (id: string, at: string) =>
      app()
        .db.updateTable('payment_sessions')
        .set({ fulfilled_at: at })
        .where('id', '=', id)
        .execute();
    await credited(first, '2026-11-02T10:00:00.000Z');
    await credited(second, '2026-11-01T10:00:00.000Z');
    // As before the migration: no receipts yet.
    const db = app().db as unknown as Kysely<unknown>;
    await receiptsMigration.down(db);
    await receiptsMigration.up(db);
    const numbered = await app()
      .db.selectFrom('receipts')
      .select(['number', 'session_id'])
      .orderBy('number')
      .execute();
    expect(numbered).toEqual([
      { number: 1, session_id: second },
      { number: 2, session_id: first },
    ]);
    const third = await buy(partner, editAndShorts);
    expect((await receiptOf(partner, third)).json().number).toBe(3);
  });
});
