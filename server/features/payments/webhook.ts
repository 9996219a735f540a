import { creditPurchase } from './credit-purchase.js';
import type { PaymentsDeps } from './payments-deps.js';
import { refundPurchase } from './refund-purchase.js';

/**
 * A verified webhook delivery (Stripe): paid sessions are credited, expired ones closed,
 * refunds reversed. Sessions we never opened are acknowledged and ignored.
 */
export async function handleWebhook(
  deps: PaymentsDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<void> {
  const { repo } = deps;
  const event = deps.provider.verifyWebhook(rawBody, signature);
  switch (event.type) {
    case 'session_paid': {
      const session = await repo.findSession(repo.db, event.session.id);
      if (!session) {
        deps.log.warn(
          { eventId: event.eventId, sessionId: event.session.id },
          'webhook for an unknown session',
        );
        return;
      }
      await creditPurchase(deps, session.id, event.session);
      return;
    }
    case 'session_expired':
      await repo.markExpired(event.sessionId);
      return;
    case 'payment_refunded': {
      if (!event.fully) return;
      const session = await repo.findSessionByIntent(event.paymentIntent);
      if (session) await refundPurchase(deps, session);
      return;
    }
    case 'ignored':
      return;
  }
}
