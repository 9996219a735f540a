import type { PaymentProviderKind, SessionStatus } from '../../../common/api/payments.js';

/** A line as the provider shows it on its payment form: label, unit price, quantity. */
export type ProviderLine = { label: string; unitCents: number; quantity: number };

/** A checkout the provider opened: the id our return page gets, the secret its form mounts with. */
export type CreatedCheckout = { id: string; clientSecret: string; expiresAt: string };

/** A checkout as the provider reports it. */
export type ProviderSession = {
  id: string;
  status: SessionStatus;
  /** True once the money is in: card payments at completion, delayed methods later. */
  paid: boolean;
  amountTotalCents: number | null;
  paymentIntent: string | null;
};

/** What a verified webhook delivery means for us. */
export type ProviderEvent =
  | { type: 'session_paid'; eventId: string; session: ProviderSession }
  | { type: 'session_expired'; eventId: string; sessionId: string }
  | { type: 'payment_refunded'; eventId: string; paymentIntent: string; fully: boolean }
  | { type: 'ignored'; eventId: string; eventType: string };

/**
 * A payment provider: Stripe when STRIPE_SECRET_KEY is set, else the built-in sandbox. Both give
 * the browser a client secret for an embedded form and send it back to the same return URL.
 */
export interface PaymentProvider {
  readonly kind: PaymentProviderKind;
  /** Stripe's publishable key, which the browser needs to mount Stripe's form. */
  readonly publishableKey?: string | undefined;
  /** Opens a checkout for these server-priced lines. */
  createCheckout(input: {
    userId: string;
    email: string;
    lines: ProviderLine[];
    returnUrl: string;
    expiresAt: Date;
  }): Promise<CreatedCheckout>;
  /** The provider's view of a checkout; undefined for the sandbox, whose state is our database. */
  retrieveSession(id: string): Promise<ProviderSession | undefined>;
  /** The provider's own receipt of a paid charge (Stripe's receipt_url); the sandbox has none. */
  receiptUrl?(paymentIntent: string): Promise<string | null>;
  /** Verifies a webhook delivery on its raw body; throws AppError('invalid_signature'). */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}
