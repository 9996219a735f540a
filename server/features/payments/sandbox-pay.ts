import type { SandboxPayRequest, SandboxPayResponse } from '../../../common/api/payments.js';
import { dashboardPaths } from '../../../common/paths.js';
import { AppError } from '../../errors.js';
import {
  expiryInFuture,
  sandboxCardOutcome,
  sandboxSessionIdOf,
} from '../../integrations/payments/sandbox-provider.js';
import { requireAccountType } from '../../auth/permissions.js';
import { hashSecret, type Principal } from '../../auth/tokens.js';
import { ownSession } from './checkout.js';
import { creditPurchase } from './credit-purchase.js';
import type { PaymentsDeps } from './payments-deps.js';

/**
 * The sandbox's card form: 4242… pays and credits at once, 4000…0002 is declined with nothing
 * recorded. Exists only while the sandbox is the provider.
 */
export async function sandboxPay(
  deps: PaymentsDeps,
  who: Principal,
  input: SandboxPayRequest,
): Promise<SandboxPayResponse> {
  if (deps.mode !== 'sandbox') throw new AppError('not_found');
  requireAccountType(who, 'Partner');
  const sessionId = sandboxSessionIdOf(input.clientSecret);
  if (!sessionId) throw new AppError('not_found');
  const session = await ownSession(deps, who, sessionId);
  if (
    session.provider !== 'sandbox' ||
    session.client_secret_hash !== hashSecret(input.clientSecret)
  )
    throw new AppError('not_found');
  const done = {
    status: 'complete' as const,
    sessionId,
    returnUrl: dashboardPaths.shopReview({ session_id: sessionId }),
  };
  // A second press of Pay after the first went through: same answer, nothing charged twice.
  if (session.fulfilled_at) return done;
  if (session.status === 'expired' || session.expires_at <= deps.now().toISOString()) {
    await deps.repo.markExpired(session.id);
    throw new AppError('checkout_expired');
  }
  if (!expiryInFuture(input.expiry, deps.now()))
    throw new AppError('invalid_input', {}, { expiry: 'Your card has expired.' });
  const outcome = sandboxCardOutcome(input.cardNumber);
  if (outcome === 'invalid_number')
    throw new AppError('invalid_input', {}, { cardNumber: 'Your card number is invalid.' });
  if (outcome === 'unknown_card')
    throw new AppError(
      'invalid_input',
      {},
      { cardNumber: 'This test form takes only the test cards shown above.' },
    );
  if (outcome === 'declined') {
    deps.log.info({ sessionId }, 'sandbox card declined');
    throw new AppError('card_declined');
  }
  await creditPurchase(deps, sessionId);
  return done;
}
