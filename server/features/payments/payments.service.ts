import type {
  CheckoutRequest,
  CommissionFilter,
  AffiliateQuery,
  CommissionsQuery,
  GrantCreditsRequest,
  ReferralVisit,
  SandboxPayRequest,
} from '../../../common/api/payments.js';
import type { ProviderSession } from '../../integrations/payments/payment-provider.js';
import type { Principal } from '../../auth/tokens.js';
import { affiliateSummary } from './affiliates.js';
import { createCheckout, sessionStatus } from './checkout.js';
import { exportCommissions, listCommissions, markCommissionsPaid } from './commissions.js';
import { creditPurchase } from './credit-purchase.js';
import { grantCreditsAsAdmin, unusedCredits } from './credits.js';
import type { PaymentsDeps } from './payments-deps.js';
import { countReferralVisit } from './referral-visit.js';
import { sandboxPay } from './sandbox-pay.js';
import { handleWebhook } from './webhook.js';
import { exportPayments } from './export-payments.js';
import { listPayments } from './list-payments.js';
import { paymentReceipt } from './payment-receipt.js';

/**
 * Checkout, crediting purchases, the credits ledger's reads, affiliates and commissions
 * (docs/product.md §7 Payment), the Partner's payments and receipts, bound to their dependencies for the routes.
 */
export function paymentsService(deps: PaymentsDeps) {
  return {
    creditPurchase: (sessionId: string, paid?: ProviderSession) =>
      creditPurchase(deps, sessionId, paid),
    createCheckout: (who: Principal, input: CheckoutRequest) => createCheckout(deps, who, input),
    sessionStatus: (who: Principal, sessionId: string) => sessionStatus(deps, who, sessionId),
    sandboxPay: (who: Principal, input: SandboxPayRequest) => sandboxPay(deps, who, input),
    handleWebhook: (rawBody: Buffer, signature: string | undefined) =>
      handleWebhook(deps, rawBody, signature),
    unusedCredits: (who: Principal, rows: boolean) => unusedCredits(deps, who, rows),
    grantCredits: (who: Principal, input: GrantCreditsRequest) =>
      grantCreditsAsAdmin(deps, who, input),
    affiliateSummary: (who: Principal, query: AffiliateQuery) => affiliateSummary(deps, who, query),
    countReferralVisit: (visit: ReferralVisit, ip: string) => countReferralVisit(deps, visit, ip),
    listCommissions: (who: Principal, query: CommissionsQuery) => listCommissions(deps, who, query),
    exportCommissions: (who: Principal, filter: CommissionFilter) =>
      exportCommissions(deps, who, filter),
    markCommissionsPaid: (who: Principal, ids: string[]) => markCommissionsPaid(deps, who, ids),
    listPayments: (who: Principal, uid?: string) => listPayments(deps, who, uid),
    exportPayments: (who: Principal, uid?: string) => exportPayments(deps, who, uid),
    paymentReceipt: (who: Principal, id: string) => paymentReceipt(deps, who, id),
  };
}

/** The payments service's shape, for routes and tests. */
export type PaymentsService = ReturnType<typeof paymentsService>;
