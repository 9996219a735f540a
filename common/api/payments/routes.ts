import { z } from 'zod/mini';
import { defineRoute } from '../contract.js';
import { PaymentParams, PaymentsQuery, PaymentsResponse, Receipt } from './billing.js';
import {
  CheckoutRequest,
  CheckoutResponse,
  SandboxPayRequest,
  SandboxPayResponse,
  SessionStatusQuery,
  SessionStatusResponse,
} from './checkout.js';
import {
  AffiliateQuery,
  AffiliateSummary,
  CommissionsQuery,
  CommissionsResponse,
  MarkPaidRequest,
  MarkPaidResponse,
  WebhookResponse,
} from './commissions.js';
import {
  CreditCounts,
  GrantCreditsRequest,
  TransactionsQuery,
  TransactionsResponse,
} from './credits.js';
import { ReferralVisit } from './referrals.js';
import { referralVisitPath } from '../../referral.js';
import { OkResponse } from '../accounts.js';

// The payment routes of docs/product.md §7 Payment, plus the sandbox form, affiliates, commissions
// and the Partner's payments with their receipts. The barrel (common/api/payments.ts) reads them as
// `paymentRoutes`; each is an export of its own so that a bundle takes only the routes, and the
// schemas, its pages call.

export const createCheckoutSession = defineRoute({
  method: 'POST',
  path: '/api/payment/create-checkout-session',
  auth: true,
  body: CheckoutRequest,
  response: CheckoutResponse,
});
export const sessionStatus = defineRoute({
  method: 'GET',
  path: '/api/payment/session-status',
  auth: true,
  query: SessionStatusQuery,
  response: SessionStatusResponse,
});
export const sandboxPay = defineRoute({
  method: 'POST',
  path: '/api/payment/sandbox/pay',
  auth: true,
  body: SandboxPayRequest,
  response: SandboxPayResponse,
});
export const transactions = defineRoute({
  method: 'GET',
  path: '/api/payment/transactions',
  auth: true,
  query: TransactionsQuery,
  response: TransactionsResponse,
});
export const grantCredits = defineRoute({
  method: 'POST',
  path: '/api/payment/credits/grant',
  auth: true,
  body: GrantCreditsRequest,
  response: CreditCounts,
});
export const affiliate = defineRoute({
  method: 'GET',
  path: '/api/payment/affiliate',
  auth: true,
  query: AffiliateQuery,
  response: AffiliateSummary,
});
/** Counts a visit through a referral link (beyond §7; docs/product.md §9 Affiliates). */
export const referralVisit = defineRoute({
  method: 'POST',
  path: referralVisitPath,
  auth: false,
  body: ReferralVisit,
  response: OkResponse,
});
export const commissions = defineRoute({
  method: 'GET',
  path: '/api/payment/commissions',
  auth: true,
  query: CommissionsQuery,
  response: CommissionsResponse,
});
export const commissionsExport = defineRoute({
  method: 'GET',
  path: '/api/payment/commissions/export',
  auth: true,
  query: CommissionsQuery,
  // text/csv, one line per commission; not JSON.
  response: z.string(),
});
export const markCommissionsPaid = defineRoute({
  method: 'POST',
  path: '/api/payment/commissions/paid',
  auth: true,
  body: MarkPaidRequest,
  response: MarkPaidResponse,
});
export const payments = defineRoute({
  method: 'GET',
  path: '/api/payment/payments',
  auth: true,
  query: PaymentsQuery,
  response: PaymentsResponse,
});
export const paymentsExport = defineRoute({
  method: 'GET',
  path: '/api/payment/payments/export',
  auth: true,
  query: PaymentsQuery,
  // text/csv, one line per payment; not JSON.
  response: z.string(),
});
export const receipt = defineRoute({
  method: 'GET',
  path: '/api/payment/payments/:id/receipt',
  auth: true,
  params: PaymentParams,
  response: Receipt,
});
export const webhook = defineRoute({
  method: 'POST',
  path: '/api/payment/webhook',
  auth: false,
  response: WebhookResponse,
});
