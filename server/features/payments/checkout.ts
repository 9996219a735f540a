import type {
  CheckoutRequest,
  CheckoutResponse,
  SessionStatus,
} from '../../../common/api/payments.js';
import { shopLimits } from '../../../common/limits.js';
import { dashboardPages } from '../../../common/page-routes.js';
import { basketTotalCents, describeCredit } from '../../../common/pricing.js';
import { AppError } from '../../errors.js';
import { requireAccountType } from '../../auth/permissions.js';
import { hashSecret, type Principal } from '../../auth/tokens.js';
import { priceBasket } from './basket-pricing.js';
import { creditPurchase } from './credit-purchase.js';
import type { PaymentsDeps } from './payments-deps.js';
import type { SessionRow } from './payments.repository.js';

const hour = 3_600_000;

/** The caller's own checkout session; someone else's answers exactly like a missing one. */
export async function ownSession(
  deps: PaymentsDeps,
  who: Principal,
  id: string,
): Promise<SessionRow> {
  const session = await deps.repo.findSession(deps.repo.db, id);
  // Ids are not to be probed.
  if (!session || session.user_id !== who.uid) throw new AppError('not_found');
  return session;
}

/**
 * Prices a Partner's basket at their plan (never at any figure the browser sent) and opens a
 * checkout with the provider. Answers the client secret the embedded form mounts with.
 */
export async function createCheckout(
  deps: PaymentsDeps,
  who: Principal,
  input: CheckoutRequest,
): Promise<CheckoutResponse> {
  const { repo, provider } = deps;
  requireAccountType(who, 'Partner');
  const user = await repo.findUser(repo.db, who.uid);
  if (!user || user.account_type !== 'Partner') throw new AppError('forbidden');
  const plan = user.plan ?? 'Standard';
  const lines = priceBasket(plan, input.basket);
  const amountCents = basketTotalCents(plan, lines);
  const created = deps.now();
  const expiresAt = new Date(created.getTime() + shopLimits.checkoutSessionHours * hour);
  let checkout;
  try {
    checkout = await provider.createCheckout({
      userId: user.id,
      email: user.email,
      lines: lines.map((line) => ({
        label: describeCredit(line.name, line.args[0] ?? null),
        unitCents: line.unitCents,
        quantity: line.quantity,
      })),
      // Stripe fills in the placeholder, so its braces stay unencoded.
      returnUrl: `${deps.publicUrl}${dashboardPages.shopReview}?session_id={CHECKOUT_SESSION_ID}`,
      expiresAt,
    });
  } catch (error) {
    deps.log.error({ err: (error as Error).cause ?? error }, 'checkout could not be opened');
    throw error;
  }
  await repo.insertSession({
    id: checkout.id,
    provider: provider.kind,
    user_id: user.id,
    status: 'open',
    plan,
    currency: 'usd',
    amount_cents: amountCents,
    lines: JSON.stringify(lines),
    client_secret_hash: provider.kind === 'sandbox' ? hashSecret(checkout.clientSecret) : null,
    payment_intent: null,
    created_at: created.toISOString(),
    expires_at: checkout.expiresAt,
    completed_at: null,
    fulfilled_at: null,
    refunded_at: null,
  });
  return {
    clientSecret: checkout.clientSecret,
    sessionId: checkout.id,
    provider: provider.kind,
    ...(provider.publishableKey ? { publishableKey: provider.publishableKey } : {}),
    currency: 'usd',
    amountCents,
    lines,
    expiresAt: checkout.expiresAt,
  };
}

/**
 * The state of the caller's own checkout. With Stripe an open session is checked with Stripe
 * and credited here when paid, so credits arrive even if the webhook is late or lost.
 */
export async function sessionStatus(
  deps: PaymentsDeps,
  who: Principal,
  sessionId: string,
): Promise<SessionStatus> {
  const { repo, provider } = deps;
  const session = await ownSession(deps, who, sessionId);
  if (session.status !== 'open' || session.fulfilled_at) return session.status;
  if (session.provider === 'stripe' && provider.kind === 'stripe') {
    const remote = await provider.retrieveSession(session.id);
    if (remote?.paid) {
      await creditPurchase(deps, session.id, remote);
      return 'complete';
    }
    if (remote?.status === 'complete')
      await repo.markCompleted(session.id, deps.now().toISOString());
    if (remote?.status === 'expired') await repo.markExpired(session.id);
    return remote?.status ?? 'open';
  }
  if (session.expires_at <= deps.now().toISOString()) {
    await repo.markExpired(session.id);
    return 'expired';
  }
  return 'open';
}
