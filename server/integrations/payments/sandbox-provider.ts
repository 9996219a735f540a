import { randomBytes } from 'node:crypto';
import { sandboxCards } from '../../../common/api/payments.js';
import { AppError } from '../../errors.js';
import type { PaymentProvider } from './payment-provider.js';

/**
 * The built-in test provider, used when STRIPE_SECRET_KEY is unset. Its checkout is our own card
 * form (web/features/shop/SandboxCheckout.tsx), labelled as a test payment; no money moves. The
 * session state lives in payment_sessions, so there is nothing to retrieve and no webhook.
 */
export function sandboxProvider(): PaymentProvider {
  return {
    kind: 'sandbox',
    async createCheckout({ expiresAt }) {
      // Stripe-shaped ids, so the return page and the logs read the same with either provider.
      const id = `cs_sandbox_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x')}`;
      const secret = randomBytes(24).toString('base64url').replace(/[-_]/g, 'x');
      return { id, clientSecret: `${id}_secret_${secret}`, expiresAt: expiresAt.toISOString() };
    },
    async retrieveSession() {
      return undefined;
    },
    verifyWebhook() {
      // The sandbox pays through its own form; a webhook can only be forged.
      throw new AppError('invalid_signature');
    },
  };
}

/** The session id a sandbox client secret belongs to. */
export function sandboxSessionIdOf(clientSecret: string): string | undefined {
  const match = /^(cs_sandbox_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(clientSecret);
  return match?.[1];
}

/** What the sandbox does with a card: pay, decline, or refuse the number as not a test card. */
export type SandboxCardOutcome = 'approved' | 'declined' | 'invalid_number' | 'unknown_card';

const digitsOf = (cardNumber: string) => cardNumber.replace(/\s+/g, '');

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && digits.length <= 19 && sum % 10 === 0;
}

/** The sandbox test cards (docs/product.md §5): 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined. */
export function sandboxCardOutcome(cardNumber: string): SandboxCardOutcome {
  const digits = digitsOf(cardNumber);
  if (!/^[0-9]+$/.test(digits) || !luhnValid(digits)) return 'invalid_number';
  if (digits === digitsOf(sandboxCards.succeeds)) return 'approved';
  if (digits === digitsOf(sandboxCards.declined)) return 'declined';
  return 'unknown_card';
}

/** True when an 'MM / YY' expiry is this month or later. */
export function expiryInFuture(expiry: string, now: Date): boolean {
  const match = /^(\d{2}) ?\/ ?(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return (
    year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1)
  );
}
