import type Stripe from 'stripe';
import type { SessionStatus } from '../../../common/api/payments.js';
import { AppError } from '../../errors.js';
import { loadOptionalPackage } from '../optional-package.js';
import type { PaymentProvider, ProviderEvent, ProviderSession } from './payment-provider.js';

/** The Stripe API version this code was written against; pinned so Stripe never changes it under us. */
export const stripeApiVersion = '2026-10-28.endive' as const;

/** Where the SDK sends its calls: Stripe itself, or a local server in tests (STRIPE_API_URL). */
function endpoint(apiUrl: string | undefined) {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

function toSession(session: Stripe.Checkout.Session): ProviderSession {
  const status: SessionStatus =
    session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open';
  const intent = session.payment_intent;
  return {
    id: session.id,
    status,
    // 'no_payment_required' never happens here: every line costs at least $4.
    paid: session.payment_status === 'paid',
    amountTotalCents: session.amount_total,
    paymentIntent: typeof intent === 'string' ? intent : (intent?.id ?? null),
  };
}

/** Stripe embedded Checkout through the official SDK, API version pinned. */
export function stripeProvider(options: {
  secretKey: string;
  publishableKey: string | undefined;
  webhookSecret: string | undefined;
  apiUrl?: string | undefined;
}): PaymentProvider {
  const StripeClient = loadOptionalPackage<typeof Stripe>('stripe');
  const stripe = new StripeClient(options.secretKey, {
    apiVersion: stripeApiVersion,
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
    ...endpoint(options.apiUrl),
  });

  async function call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      // Stripe's message may name our account or keys; the browser gets the catalogue's words.
      const failure = new AppError('payment_unavailable');
      failure.cause = error;
      throw failure;
    }
  }

  return {
    kind: 'stripe',
    publishableKey: options.publishableKey,
    async createCheckout({ userId, email, lines, returnUrl }) {
      const session = await call(() =>
        stripe.checkout.sessions.create({
          ui_mode: 'embedded_page',
          mode: 'payment',
          // The literal placeholder is Stripe's: it fills in the session id on return.
          return_url: returnUrl,
          client_reference_id: userId,
          customer_email: email,
          metadata: { userId },
          // No expires_at: Stripe's default is the 24 hours the sandbox also keeps.
          line_items: lines.map((line) => ({
            quantity: line.quantity,
            price_data: {
              currency: 'usd',
              unit_amount: line.unitCents,
              product_data: { name: line.label },
            },
          })),
        }),
      );
      if (!session.client_secret) throw new AppError('payment_unavailable');
      return {
        id: session.id,
        clientSecret: session.client_secret,
        expiresAt: new Date(session.expires_at * 1000).toISOString(),
      };
    },
    async retrieveSession(id) {
      return toSession(await call(() => stripe.checkout.sessions.retrieve(id)));
    },
    async receiptUrl(paymentIntent) {
      const intent = await call(() =>
        stripe.paymentIntents.retrieve(paymentIntent, { expand: ['latest_charge'] }),
      );
      const charge = intent.latest_charge;
      return charge && typeof charge !== 'string' ? (charge.receipt_url ?? null) : null;
    },
    verifyWebhook(rawBody, signature): ProviderEvent {
      if (!options.webhookSecret || !signature) throw new AppError('invalid_signature');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch {
        throw new AppError('invalid_signature');
      }
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded': {
          const session = toSession(event.data.object);
          // A completed session paid by a delayed method is not paid yet: wait for its success.
          return session.paid
            ? { type: 'session_paid', eventId: event.id, session }
            : { type: 'ignored', eventId: event.id, eventType: event.type };
        }
        case 'checkout.session.expired':
          return { type: 'session_expired', eventId: event.id, sessionId: event.data.object.id };
        case 'charge.refunded': {
          const charge = event.data.object;
          const intent = charge.payment_intent;
          const paymentIntent = typeof intent === 'string' ? intent : intent?.id;
          if (!paymentIntent) return { type: 'ignored', eventId: event.id, eventType: event.type };
          return {
            type: 'payment_refunded',
            eventId: event.id,
            paymentIntent,
            fully: charge.refunded,
          };
        }
        default:
          return { type: 'ignored', eventId: event.id, eventType: event.type };
      }
    },
  };
}
