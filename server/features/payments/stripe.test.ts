import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { healthRoutes } from '../../../common/api/health.js';
import { paymentRoutes } from '../../../common/api/payments.js';
import { callRoute } from '../../test/call-route.js';
import { stripeApiVersion } from '../../integrations/payments/stripe-provider.js';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';

const webhookSecret = 'whsec_test_secret_for_crewcast';
let stripe: FakeStripe;
let partner: TestUser;

beforeEach(async () => {
  stripe = await startFakeStripe();
});
const app = useTestApp(
  () => ({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_crewcast',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_crewcast',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: stripe.url,
    },
  }),
  'test',
);
beforeEach(async () => {
  await createUser(app(), { accountType: 'Affiliate', username: 'kim_refers' });
  partner = await createUser(app(), { accountType: 'Partner', via: 'kim_refers' });
});
afterEach(async () => {
  await stripe.close();
});

const basket = [
  { name: 'Video Edit', args: [20], quantity: 1 },
  { name: 'Video Thumbnail', args: [], quantity: 2 },
];
const basketCents = 1600 + 800;

async function openCheckout(user = partner) {
  const res = await callRoute(app(), paymentRoutes.createCheckoutSession, user, {
    body: { basket },
  }).then((r) => r.raw);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    sessionId: string;
    clientSecret: string;
    provider: string;
    publishableKey: string;
  };
}

const deliver = (payload: string, signature?: string, contentType = 'application/json') =>
  callRoute(app(), paymentRoutes.webhook, null, {
    headers: {
      'content-type': contentType,
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    payload,
  }).then((r) => r.raw);
const event = (type: string, object: unknown) => stripe.webhook(type, object, webhookSecret);
const counts = async () =>
  (await callRoute(app(), paymentRoutes.transactions, partner).then((r) => r.raw)).json();
const rows = async (table: 'credit_entries' | 'commissions' | 'payment_sessions') =>
  app().db.selectFrom(table).selectAll().execute();

describe('Stripe checkout through the real SDK', () => {
  it('opens an embedded Checkout session with the server’s line items and the pinned API version', async () => {
    const body = await openCheckout();
    expect(body).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_crewcast' });
    const created = stripe.sessions.get(body.sessionId);
    expect(body.clientSecret).toBe(created?.client_secret);
    expect(created).toMatchObject({
      ui_mode: 'embedded_page',
      amount_total: basketCents,
      client_reference_id: partner.uid,
      return_url: 'http://localhost:3000/dashboard/shop/review?session_id={CHECKOUT_SESSION_ID}',
      line_items: [
        { name: 'Video Edit (20 min)', unit_amount: 1600, quantity: 1 },
        { name: 'Video Thumbnail', unit_amount: 400, quantity: 2 },
      ],
    });
    const call = stripe.requests.at(-1);
    expect(call?.headers['stripe-version']).toBe(stripeApiVersion);
    expect(call?.headers.authorization).toBe('Bearer sk_test_crewcast');
    expect(await rows('payment_sessions')).toMatchObject([
      {
        id: body.sessionId,
        provider: 'stripe',
        amount_cents: basketCents,
        client_secret_hash: null,
      },
    ]);
  });

  it('answers 502 payment_unavailable when Stripe refuses, keeping Stripe’s words from the browser', async () => {
    stripe.failNext(5);
    const res = await callRoute(app(), paymentRoutes.createCheckoutSession, partner, {
      body: { basket },
    }).then((r) => r.raw);
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe('payment_unavailable');
    expect(res.body).not.toContain('fake');
    expect(await rows('payment_sessions')).toEqual([]);
  });

  it('never offers the sandbox form while Stripe is configured', async () => {
    const { clientSecret } = await openCheckout();
    const res = await callRoute(app(), paymentRoutes.sandboxPay, partner, {
      body: {
        clientSecret,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12 / 30',
        cvc: '123',
        name: 'P',
      },
    }).then((r) => r.raw);
    expect(res.statusCode).toBe(404);
    expect(await rows('credit_entries')).toEqual([]);
  });

  it('allows Stripe’s script and frames in the page policy only when Stripe is on', async () => {
    const res = await callRoute(app(), healthRoutes.health, null).then((r) => r.raw);
    expect(res.headers['content-security-policy']).toContain('https://js.stripe.com');
  });

  describe('without Stripe', () => {
    const sandbox = useTestApp();
    it('leaves Stripe out of the page policy', async () => {
      const plain = await callRoute(sandbox(), healthRoutes.health, null).then((r) => r.raw);
      expect(plain.headers['content-security-policy']).not.toContain('stripe');
    });
  });
});

describe('POST /api/payment/webhook', () => {
  it('fulfils checkout.session.completed: credits, 20% commission, status complete', async () => {
    const { sessionId } = await openCheckout();
    const paid = stripe.pay(sessionId);
    const { payload, signature } = event('checkout.session.completed', paid);
    const res = await deliver(payload, signature);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(await counts()).toEqual({ edits: 1, thumbnails: 2 });
    expect(await rows('commissions')).toMatchObject([
      { basis_cents: basketCents, amount_cents: 480 },
    ]);
    const status = await callRoute(app(), paymentRoutes.sessionStatus, partner, {
      query: { session_id: sessionId },
    }).then((r) => r.raw);
    expect(status.json()).toEqual({ status: 'complete' });
  });

  it('credits once for the same event twice, a late async success, and events out of order', async () => {
    const a = (await openCheckout()).sessionId;
    const completed = event('checkout.session.completed', stripe.pay(a));
    for (let i = 0; i < 3; i += 1)
      expect((await deliver(completed.payload, completed.signature)).statusCode).toBe(200);
    const late = event('checkout.session.async_payment_succeeded', stripe.sessions.get(a));
    expect((await deliver(late.payload, late.signature)).statusCode).toBe(200);
    expect(await counts()).toEqual({ edits: 1, thumbnails: 2 });

    // Out of order: the async success arrives before the completion it follows.
    const b = (await openCheckout()).sessionId;
    stripe.pay(b, 'unpaid');
    const unpaidCompletion = event('checkout.session.completed', stripe.sessions.get(b));
    const success = event('checkout.session.async_payment_succeeded', stripe.settle(b));
    expect((await deliver(success.payload, success.signature)).statusCode).toBe(200);
    expect((await deliver(unpaidCompletion.payload, unpaidCompletion.signature)).statusCode).toBe(
      200,
    );
    expect(await counts()).toEqual({ edits: 2, thumbnails: 4 });
    expect(await rows('commissions')).toHaveLength(2);
  });

  it('waits for the money: a completed session paid by a delayed method credits on its success', async () => {
    const { sessionId } = await openCheckout();
    const pending = event('checkout.session.completed', stripe.pay(sessionId, 'unpaid'));
    expect((await deliver(pending.payload, pending.signature)).statusCode).toBe(200);
    expect(await counts()).toEqual({ edits: 0, thumbnails: 0 });
    const settled = event('checkout.session.async_payment_succeeded', stripe.settle(sessionId));
    expect((await deliver(settled.payload, settled.signature)).statusCode).toBe(200);
    expect(await counts()).toEqual({ edits: 1, thumbnails: 2 });
  });

  it('refuses a bad, missing, stale or foreign signature with 400 and credits nothing', async () => {
    const { sessionId } = await openCheckout();
    const good = event('checkout.session.completed', stripe.pay(sessionId));
    const foreign = stripe.webhook(
      'checkout.session.completed',
      stripe.sessions.get(sessionId),
      'whsec_other',
    );
    const stale = stripe.webhook(
      'checkout.session.completed',
      stripe.sessions.get(sessionId),
      webhookSecret,
      {
        timestamp: Math.floor(Date.now() / 1000) - 3600,
      },
    );
    const tampered = good.payload.replace('"amount_total":2400', '"amount_total":1');
    for (const [payload, signature] of [
      [good.payload, undefined],
      [good.payload, 't=1,v1=deadbeef'],
      [foreign.payload, foreign.signature],
      [stale.payload, stale.signature],
      [tampered, good.signature],
    ] as const) {
      const res = await deliver(payload, signature);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('invalid_signature');
    }
    expect(await rows('credit_entries')).toEqual([]);
    expect(await rows('commissions')).toEqual([]);
  });

  it('verifies the raw bytes whatever the content type, while other routes still parse JSON', async () => {
    const { sessionId } = await openCheckout();
    const good = event('checkout.session.completed', stripe.pay(sessionId));
    // Re-serialised JSON with other spacing is a different body: the signature must fail.
    const reformatted = JSON.stringify(JSON.parse(good.payload), null, 2);
    expect((await deliver(reformatted, good.signature)).statusCode).toBe(400);
    expect((await deliver(good.payload, good.signature, 'text/plain')).statusCode).toBe(200);
    expect(await counts()).toEqual({ edits: 1, thumbnails: 2 });
  });

  it('acknowledges events it does not handle and sessions it never opened, changing nothing', async () => {
    const other = event('customer.created', { id: 'cus_1', object: 'customer' });
    expect((await deliver(other.payload, other.signature)).statusCode).toBe(200);
    const stranger = event('checkout.session.completed', {
      id: 'cs_test_not_ours',
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
      amount_total: 100,
      payment_intent: 'pi_x',
    });
    expect((await deliver(stranger.payload, stranger.signature)).statusCode).toBe(200);
    expect(await rows('credit_entries')).toEqual([]);
  });

  it('credits nothing for a paid amount that differs from the priced one, keeps it for an Admin and answers 200', async () => {
    const { sessionId } = await openCheckout();
    const paid = { ...stripe.pay(sessionId), amount_total: 1 };
    const { payload, signature } = event('checkout.session.completed', paid);
    // 200, so Stripe does not retry for days; a retry anyway records nothing twice.
    expect((await deliver(payload, signature)).statusCode).toBe(200);
    expect((await deliver(payload, signature)).statusCode).toBe(200);
    expect(await rows('credit_entries')).toEqual([]);
    expect((await rows('payment_sessions'))[0]?.fulfilled_at).toBeNull();
    const kept = await app().db.selectFrom('payment_mismatches').selectAll().execute();
    expect(kept).toEqual([
      expect.objectContaining({
        session_id: sessionId,
        user_id: partner.uid,
        priced_cents: basketCents,
        paid_cents: 1,
        resolved_at: null,
      }),
    ]);
  });

  it('closes a session on checkout.session.expired', async () => {
    const { sessionId } = await openCheckout();
    const { payload, signature } = event('checkout.session.expired', stripe.expire(sessionId));
    expect((await deliver(payload, signature)).statusCode).toBe(200);
    expect((await rows('payment_sessions'))[0]?.status).toBe('expired');
  });

  it('on a full refund takes back the unused credits and reverses the commission, once', async () => {
    const { sessionId } = await openCheckout();
    const paid = stripe.pay(sessionId);
    const completed = event('checkout.session.completed', paid);
    await deliver(completed.payload, completed.signature);
    // One thumbnail was already used for an order: it stays spent.
    const { spendCredit } = await import('./credits.repository.js');
    await spendCredit(app().db, {
      userId: partner.uid,
      orderId: 'o1',
      kind: 'thumbnail',
      at: new Date().toISOString(),
    });

    const charge = {
      id: 'ch_1',
      object: 'charge',
      payment_intent: paid.payment_intent,
      refunded: true,
    };
    const refund = event('charge.refunded', charge);
    expect((await deliver(refund.payload, refund.signature)).statusCode).toBe(200);
    expect((await deliver(refund.payload, refund.signature)).statusCode).toBe(200);
    expect(await counts()).toEqual({ edits: 0, thumbnails: 0 });
    const commissions = await rows('commissions');
    expect(commissions[0]?.reversed_at).not.toBeNull();
    const revokes = (await rows('credit_entries')).filter((r) => r.reason === 'revoke');
    expect(revokes.map((r) => r.delta).sort()).toEqual([-1, -1]);

    // A late completion after the refund credits nothing.
    await deliver(completed.payload, completed.signature);
    expect(await counts()).toEqual({ edits: 0, thumbnails: 0 });

    // The Affiliate heard of the commission and of its reversal in the System chat, once each.
    const told = await app()
      .db.selectFrom('chat_messages')
      .innerJoin('users', 'users.id', 'chat_messages.to_id')
      .select('chat_messages.body')
      .where('users.username', '=', 'kim_refers')
      .where('chat_messages.type', '=', 'System')
      .orderBy('chat_messages.created_at')
      .execute();
    expect(told.map((m) => m.body)).toEqual([
      expect.stringMatching(/^You earned a \$4\.80 commission: .+ bought credits for \$24\.00/),
      expect.stringMatching(
        /purchase of \$24\.00 was refunded, so its \$4\.80 commission was reversed/,
      ),
    ]);
    // The Billing page shows the refund, and the receipt still stands with its number.
    const billing = await callRoute(app(), paymentRoutes.payments, partner).then((r) => r.raw);
    expect(billing.json()).toMatchObject({
      payments: [
        { id: sessionId, status: 'refunded', refundedCents: basketCents, receiptNumber: 1 },
      ],
      total: { paidCents: basketCents, refundedCents: basketCents },
    });
  });

  it('links Stripe’s own receipt of the charge on our receipt, looked up once', async () => {
    const { sessionId } = await openCheckout();
    const paid = stripe.pay(sessionId);
    const completed = event('checkout.session.completed', paid);
    expect((await deliver(completed.payload, completed.signature)).statusCode).toBe(200);
    const receipt = () =>
      callRoute(app(), paymentRoutes.receipt, partner, { params: { id: sessionId } }).then(
        (r) => r.raw,
      );
    const first = await receipt();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      number: 1,
      totalCents: basketCents,
      providerReceiptUrl: `https://pay.stripe.com/receipts/fake/${paid.payment_intent}`,
    });
    const lookups = () => stripe.requests.filter((r) => r.path.startsWith('/v1/payment_intents/'));
    expect(lookups()).toHaveLength(1);
    expect((await receipt()).json().providerReceiptUrl).toBe(first.json().providerReceiptUrl);
    expect(lookups()).toHaveLength(1);
  });
});

describe('the return page with Stripe', () => {
  it('fulfils from session-status when the webhook is late, then the webhook credits nothing more', async () => {
    const { sessionId } = await openCheckout();
    const status = () =>
      callRoute(app(), paymentRoutes.sessionStatus, partner, {
        query: { session_id: sessionId },
      }).then((r) => r.raw);
    expect((await status()).json()).toEqual({ status: 'open' });
    const paid = stripe.pay(sessionId);
    expect((await status()).json()).toEqual({ status: 'complete' });
    expect(await counts()).toEqual({ edits: 1, thumbnails: 2 });
    const { payload, signature } = event('checkout.session.completed', paid);
    expect((await deliver(payload, signature)).statusCode).toBe(200);
    expect(await counts()).toEqual({ edits: 1, thumbnails: 2 });
  });

  it('credits once when the return page and the webhook complete one session at the same moment', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { sessionId } = await openCheckout();
      const { payload, signature } = event('checkout.session.completed', stripe.pay(sessionId));
      const results = await Promise.all([
        deliver(payload, signature),
        deliver(payload, signature),
        callRoute(app(), paymentRoutes.sessionStatus, partner, {
          query: { session_id: sessionId },
        }).then((r) => r.raw),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    }
    expect(await counts()).toEqual({ edits: 5, thumbnails: 10 });
    expect(await rows('commissions')).toHaveLength(5);
    expect((await rows('credit_entries')).length).toBe(10);
  });
});
