import { beforeEach, describe, expect, it } from 'vitest';
import { paymentRoutes } from '../../../common/api/payments.js';
import { callRoute, wrong } from '../../test/call-route.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';

let clock: Date;
let partner: TestUser;

const app = useTestApp({ now: () => clock }, 'test');
beforeEach(async () => {
  clock = new Date('2026-11-23T10:00:00.000Z');
  partner = await createUser(app(), { accountType: 'Partner' });
});

const basket = [
  { name: 'Video Edit', args: [10], quantity: 2 },
  { name: 'Shorts Edit', args: [3], quantity: 1 },
  { name: 'Video Thumbnail', args: [], quantity: 3 },
];
// 2 x $8.00 + 1 x ($4 + 2 x $0.50) + 3 x $4.00
const basketCents = 1600 + 500 + 1200;

const checkout = (user: { headers: Record<string, string> } | undefined, body: unknown) =>
  callRoute(app(), paymentRoutes.createCheckoutSession, null, {
    headers: user?.headers ?? {},
    body: wrong(body),
  }).then((r) => r.raw);
const pay = (user: TestUser, body: Record<string, unknown>) =>
  callRoute(app(), paymentRoutes.sandboxPay, user, {
    body: wrong({
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 30',
      cvc: '123',
      name: 'Pat',
      ...body,
    }),
  }).then((r) => r.raw);
const status = (user: TestUser, id: string) =>
  callRoute(app(), paymentRoutes.sessionStatus, user, { query: { session_id: id } }).then(
    (r) => r.raw,
  );
const transactions = async (user: TestUser, rows = false) => {
  const { raw: res } = await callRoute(app(), paymentRoutes.transactions, user, {
    query: rows ? { returns: 'rows' } : {},
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const count = async (table: 'payment_sessions' | 'credit_entries' | 'commissions') =>
  Number(
    (
      await app()
        .db.selectFrom(table)
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function openCheckout(user = partner, body: unknown = { basket }) {
  const res = await checkout(user, body);
  expect(res.statusCode).toBe(200);
  return res.json() as { clientSecret: string; sessionId: string; amountCents: number };
}

describe('POST /api/payment/create-checkout-session (sandbox)', () => {
  it('prices the basket at the Standard plan and answers a client secret for the sandbox form', async () => {
    const res = await checkout(partner, { basket });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      provider: 'sandbox',
      currency: 'usd',
      amountCents: basketCents,
      clientSecret: expect.stringMatching(/^cs_sandbox_\w+_secret_\w+$/),
      sessionId: expect.stringMatching(/^cs_sandbox_/),
    });
    expect(body.publishableKey).toBeUndefined();
    expect(body.lines).toEqual([
      { name: 'Video Edit', args: [10], quantity: 2, unitCents: 800, lineCents: 1600 },
      { name: 'Shorts Edit', args: [3], quantity: 1, unitCents: 500, lineCents: 500 },
      { name: 'Video Thumbnail', args: [], quantity: 3, unitCents: 400, lineCents: 1200 },
    ]);
    expect(Date.parse(body.expiresAt) - clock.getTime()).toBe(24 * 3_600_000);
    const row = await app().db.selectFrom('payment_sessions').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: partner.uid, status: 'open', amount_cents: basketCents });
    // Only a hash of the client secret is kept.
    expect(row.client_secret_hash).not.toContain(body.clientSecret);
  });

  it('charges a Premium Partner the Premium figures', async () => {
    const premium = await createUser(app(), { accountType: 'Partner', plan: 'Premium' });
    const body = await openCheckout(premium);
    // 2 x $19.00 + ($9.50 + 2 x $1.19) + 3 x $7.50
    expect(body.amountCents).toBe(3800 + 1188 + 2250);
  });

  it('ignores a tampered price or total and charges the server’s own figure', async () => {
    const res = await checkout(partner, {
      basket: [
        { name: 'Video Edit', args: [60], quantity: 1, price: 1, unitCents: 1, lineCents: 1 },
      ],
      total: 1,
      amountCents: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().amountCents).toBe(4800);
    const row = await app()
      .db.selectFrom('payment_sessions')
      .select('amount_cents')
      .executeTakeFirstOrThrow();
    expect(row.amount_cents).toBe(4800);
  });

  it.each([
    ['a negative quantity', [{ name: 'Video Edit', args: [10], quantity: -1 }]],
    ['a zero quantity', [{ name: 'Video Edit', args: [10], quantity: 0 }]],
    ['a fractional quantity', [{ name: 'Video Edit', args: [10], quantity: 1.5 }]],
    ['a huge quantity', [{ name: 'Video Edit', args: [10], quantity: 1e9 }]],
    ['a quantity as text', [{ name: 'Video Edit', args: [10], quantity: '2' }]],
    ['an unknown item', [{ name: 'Golden Edit', args: [], quantity: 1 }]],
    ['an unknown duration', [{ name: 'Video Edit', args: [7], quantity: 1 }]],
    ['a Shorts duration over 5 minutes', [{ name: 'Shorts Edit', args: [6], quantity: 1 }]],
    ['options on a thumbnail', [{ name: 'Video Thumbnail', args: [10], quantity: 1 }]],
    ['an over-long name', [{ name: 'x'.repeat(5000), args: [], quantity: 1 }]],
    ['the same line twice', [...basket, basket[0]]],
    ['an empty basket', []],
    ['too many lines', Array.from({ length: 21 }, () => basket[2])],
  ])('refuses %s with 400 and opens no session', async (_what, lines) => {
    const res = await checkout(partner, { basket: lines });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toMatch(/^(invalid_input|form_incomplete)$/);
    expect(await count('payment_sessions')).toBe(0);
  });

  it('refuses a missing basket with form_incomplete', async () => {
    const res = await checkout(partner, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('form_incomplete');
  });

  it('refuses anyone but a Partner with 403, and no token with 401', async () => {
    for (const accountType of ['Affiliate', 'Production', 'Admin'] as const) {
      const user = await createUser(app(), { accountType });
      const res = await checkout(user, { basket });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    }
    const res = await checkout(undefined, { basket });
    expect(res.statusCode).toBe(401);
    expect(await count('payment_sessions')).toBe(0);
  });
});

describe('the sandbox card form', () => {
  it('pays with 4242…, credits the basket once and reports the session complete', async () => {
    const { clientSecret, sessionId } = await openCheckout();
    expect((await status(partner, sessionId)).json()).toEqual({ status: 'open' });

    const res = await pay(partner, { clientSecret });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'complete',
      sessionId,
      returnUrl: `/dashboard/shop/review?session_id=${sessionId}`,
    });
    expect((await status(partner, sessionId)).json()).toEqual({ status: 'complete' });
    expect(await transactions(partner)).toEqual({ edits: 3, thumbnails: 3 });
    expect(await transactions(partner, true)).toEqual({
      edits: [
        { Duration: 3, Product: 'Shorts Edit' },
        { Duration: 10, Product: 'Video Edit' },
        { Duration: 10, Product: 'Video Edit' },
      ],
      thumbnails: 3,
    });

    // Pressing Pay again (a double click, a retry) charges and credits nothing more.
    expect((await pay(partner, { clientSecret })).statusCode).toBe(200);
    expect(await transactions(partner)).toEqual({ edits: 3, thumbnails: 3 });
    expect(await count('credit_entries')).toBe(3);
  });

  it('declines 4000 0000 0000 0002 with a message and credits nothing', async () => {
    const { clientSecret, sessionId } = await openCheckout();
    const res = await pay(partner, { clientSecret, cardNumber: '4000 0000 0000 0002' });
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toMatchObject({
      code: 'card_declined',
      message: expect.stringMatching(/declined/),
    });
    expect((await status(partner, sessionId)).json()).toEqual({ status: 'open' });
    expect(await transactions(partner)).toEqual({ edits: 0, thumbnails: 0 });
    expect(await count('credit_entries')).toBe(0);
    // The same session can still be paid with a good card.
    expect((await pay(partner, { clientSecret })).statusCode).toBe(200);
  });

  it.each([
    ['a card number that fails the checksum', { cardNumber: '4242 4242 4242 4241' }, 'cardNumber'],
    [
      'a real-looking card that is not a test card',
      { cardNumber: '5555 5555 5555 4444' },
      'cardNumber',
    ],
    ['letters in the card number', { cardNumber: '4242-abcd' }, 'cardNumber'],
    ['an expired card', { expiry: '01 / 20' }, 'expiry'],
    ['a malformed expiry', { expiry: '13/30' }, 'expiry'],
    ['a short CVC', { cvc: '1' }, 'cvc'],
    ['an over-long name', { name: 'n'.repeat(101) }, 'name'],
  ])('refuses %s with 400 and credits nothing', async (_what, card, field) => {
    const { clientSecret } = await openCheckout();
    const res = await pay(partner, { clientSecret, ...card });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldErrors).toHaveProperty(field);
    expect(await count('credit_entries')).toBe(0);
  });

  it('refuses another user’s session as not found, and a wrong secret too', async () => {
    const { clientSecret, sessionId } = await openCheckout();
    const other = await createUser(app(), { accountType: 'Partner' });
    const res = await pay(other, { clientSecret });
    expect(res.statusCode).toBe(404);
    expect((await status(other, sessionId)).statusCode).toBe(404);
    const forged = clientSecret.replace(/_secret_\w+$/, '_secret_forged');
    expect((await pay(partner, { clientSecret: forged })).statusCode).toBe(404);
    expect(await count('credit_entries')).toBe(0);
    expect((await status(partner, sessionId)).json()).toEqual({ status: 'open' });
  });

  it('expires a session after 24 hours: it cannot be paid and reports expired', async () => {
    const { clientSecret, sessionId } = await openCheckout();
    clock = new Date(clock.getTime() + 24 * 3_600_000 + 1000);
    const res = await pay(partner, { clientSecret });
    expect(res.statusCode).toBe(410);
    expect(res.json().error.code).toBe('checkout_expired');
    expect((await status(partner, sessionId)).json()).toEqual({ status: 'expired' });
    expect(await count('credit_entries')).toBe(0);
  });

  it('answers 404 for an unknown session id and 400 for a malformed one', async () => {
    expect((await status(partner, 'cs_sandbox_nothing')).statusCode).toBe(404);
    const bad = await callRoute(app(), paymentRoutes.sessionStatus, partner, {
      query: { session_id: '../../etc' },
    }).then((r) => r.raw);
    expect(bad.statusCode).toBe(400);
    const missing = await callRoute(app(), paymentRoutes.sessionStatus, partner).then((r) => r.raw);
    expect(missing.statusCode).toBe(400);
  });

  it('credits exactly once when two payments of one session race', async () => {
    const { clientSecret } = await openCheckout();
    const results = await Promise.all([
      pay(partner, { clientSecret }),
      pay(partner, { clientSecret }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await transactions(partner)).toEqual({ edits: 3, thumbnails: 3 });
    expect(await count('credit_entries')).toBe(3);
  });
});

describe('GET /api/payment/transactions', () => {
  it('answers zero counts for a new Partner and refuses a bad returns value', async () => {
    expect(await transactions(partner)).toEqual({ edits: 0, thumbnails: 0 });
    expect(await transactions(partner, true)).toEqual({ edits: [], thumbnails: 0 });
    const res = await callRoute(app(), paymentRoutes.transactions, partner, {
      query: wrong({ returns: 'everything' }),
    }).then((r) => r.raw);
    expect(res.statusCode).toBe(400);
    const anonymous = await callRoute(app(), paymentRoutes.transactions, null).then((r) => r.raw);
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/payment/credits/grant', () => {
  it('lets an Admin grant a Partner credits, recorded as a grant row', async () => {
    const admin = await createUser(app(), { accountType: 'Admin' });
    const res = await callRoute(app(), paymentRoutes.grantCredits, admin, {
      body: {
        uid: partner.uid,
        product: 'Video Edit',
        duration: 25,
        quantity: 2,
        note: 'Apology for a late edit',
      },
    }).then((r) => r.raw);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ edits: 2, thumbnails: 0 });
    const rows = await app().db.selectFrom('credit_entries').selectAll().execute();
    expect(rows).toMatchObject([
      { reason: 'grant', delta: 2, duration_minutes: 25, user_id: partner.uid },
    ]);
  });

  it('refuses a non-Admin, a non-Partner target and a bad duration, granting nothing', async () => {
    const admin = await createUser(app(), { accountType: 'Admin' });
    const grant = (who: TestUser, payload: object) =>
      callRoute(app(), paymentRoutes.grantCredits, who, { body: wrong(payload) }).then(
        (r) => r.raw,
      );
    const good = { uid: partner.uid, product: 'Video Thumbnail', quantity: 1, note: 'x' };
    expect((await grant(partner, good)).statusCode).toBe(403);
    expect((await grant(admin, { ...good, uid: admin.uid })).statusCode).toBe(404);
    expect((await grant(admin, { ...good, product: 'Video Edit', duration: 7 })).statusCode).toBe(
      400,
    );
    expect((await grant(admin, { ...good, quantity: -3 })).statusCode).toBe(400);
    expect((await grant(admin, { ...good, note: 'n'.repeat(201) })).statusCode).toBe(400);
    expect(await count('credit_entries')).toBe(0);
  });
});
