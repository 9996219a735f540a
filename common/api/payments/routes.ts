import { z } from 'zod';
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

/** The payment routes of docs/product.md §7 Payment, plus the sandbox form, affiliates, commissions and the Partner's payments with their receipts. */
export const paymentRoutes = {
  createCheckoutSession: defineRoute({
    method: 'POST',
    path: '/api/payment/create-checkout-session',
    auth: true,
    body: CheckoutRequest,
    response: CheckoutResponse,
  }),
  sessionStatus: defineRoute({
    method: 'GET',
    path: '/api/payment/session-status',
    auth: true,
    query: SessionStatusQuery,
    response: SessionStatusResponse,
  }),
  sandboxPay: defineRoute({
    method: 'POST',
    path: '/api/payment/sandbox/pay',
    auth: true,
    body: SandboxPayRequest,
    response: SandboxPayResponse,
  }),
  transactions: defineRoute({
    method: 'GET',
    path: '/api/payment/transactions',
    auth: true,
    query: TransactionsQuery,
    response: TransactionsResponse,
  }),
  grantCredits: defineRoute({
    method: 'POST',
    path: '/api/payment/credits/grant',
    auth: true,
    body: GrantCreditsRequest,
    response: CreditCounts,
  }),
  affiliate: defineRoute({
    method: 'GET',
    path: '/api/payment/affiliate',
    auth: true,
    query: AffiliateQuery,
    response: AffiliateSummary,
  }),
  /** Counts a visit through a referral link (beyond §7; docs/product.md §9 Affiliates). */
  referralVisit: defineRoute({
    method: 'POST',
    path: referralVisitPath,
    auth: false,
    body: ReferralVisit,
    response: OkResponse,
  }),
  commissions: defineRoute({
    method: 'GET',
    path: '/api/payment/commissions',
    auth: true,
    query: CommissionsQuery,
    response: CommissionsResponse,
  }),
  commissionsExport: defineRoute({
    method: 'GET',
    path: '/api/payment/commissions/export',
    auth: true,
    query: CommissionsQuery,
    // text/csv, one line per commission; not JSON.
    response: z.string(),
  }),
  markCommissionsPaid: defineRoute({
    method: 'POST',
    path: '/api/payment/commissions/paid',
    auth: true,
    body: MarkPaidRequest,
    response: MarkPaidResponse,
  }),
  payments: defineRoute({
    method: 'GET',
    path: '/api/payment/payments',
    auth: true,
    query: PaymentsQuery,
    response: PaymentsResponse,
  }),
  paymentsExport: defineRoute({
    method: 'GET',
    path: '/api/payment/payments/export',
    auth: true,
    query: PaymentsQuery,
    // text/csv, one line per payment; not JSON.
    response: z.string(),
  }),
  receipt: defineRoute({
    method: 'GET',
    path: '/api/payment/payments/:id/receipt',
    auth: true,
    params: PaymentParams,
    response: Receipt,
  }),
  webhook: defineRoute({
    method: 'POST',
    path: '/api/payment/webhook',
    auth: false,
    response: WebhookResponse,
  }),
} as const;
