import type { Config } from '../../config.js';
import { AppError } from '../../errors.js';
import type { PaymentProvider } from './payment-provider.js';
import { sandboxProvider } from './sandbox-provider.js';
import { stripeProvider } from './stripe-provider.js';

/** A provider that refuses every checkout: production without Stripe and without the opt-in. */
function disabledProvider(): PaymentProvider {
  return {
    kind: 'sandbox',
    async createCheckout() {
      throw new AppError('payment_unavailable');
    },
    async retrieveSession() {
      return undefined;
    },
    verifyWebhook() {
      throw new AppError('invalid_signature');
    },
  };
}

/**
 * Stripe whenever STRIPE_SECRET_KEY is set (the sandbox is then never used); otherwise the
 * sandbox, except in production, where a test card would hand out real credits: there the shop
 * stays closed unless ALLOW_SANDBOX_PAYMENTS=true says a demo deployment wants it.
 */
export function choosePaymentProvider(config: Config): {
  provider: PaymentProvider;
  mode: 'stripe' | 'sandbox' | 'disabled';
} {
  if (config.STRIPE_SECRET_KEY)
    return {
      mode: 'stripe',
      provider: stripeProvider({
        secretKey: config.STRIPE_SECRET_KEY,
        publishableKey: config.STRIPE_PUBLISHABLE_KEY,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET,
        apiUrl: config.STRIPE_API_URL,
      }),
    };
  if (config.NODE_ENV === 'production' && !config.ALLOW_SANDBOX_PAYMENTS)
    return { mode: 'disabled', provider: disabledProvider() };
  return { mode: 'sandbox', provider: sandboxProvider() };
}
