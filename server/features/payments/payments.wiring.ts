import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { choosePaymentProvider } from '../../integrations/payments/choose-provider.js';
import type { RateLimiter } from '../../integrations/rate-limit/rate-limiter.js';
import type { PaymentsDeps } from './payments-deps.js';
import { paymentsRepository } from './payments.repository.js';
import { paymentsService } from './payments.service.js';
import { receiptSettings } from './receipt-settings.js';

/** Payments on Stripe or the sandbox; Affiliates hear of their commissions through `notices`. */
export function buildPayments(
  deps: { db: Kysely<Database>; config: Config; limiter: RateLimiter },
  rest: Pick<PaymentsDeps, 'notices' | 'log' | 'now'>,
) {
  const paymentChoice = choosePaymentProvider(deps.config);
  const payments = paymentsService({
    repo: paymentsRepository(deps.db),
    provider: paymentChoice.provider,
    mode: paymentChoice.mode,
    publicUrl: deps.config.PUBLIC_URL,
    limiter: deps.limiter,
    receipts: receiptSettings(deps.config),
    ...rest,
  });
  return { paymentChoice, payments };
}
