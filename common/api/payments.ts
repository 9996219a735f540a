import { z } from 'zod';
import { requiredMessage } from '../errors.js';
import { shopLimits as L } from '../limits.js';
import { basketLineId, findService, invalidArgs, productNames } from '../pricing.js';
import { defineRoute } from './contract.js';
import { requiredOr } from './fields.js';

/** The products of the catalogue (common/pricing.ts). */
export const ProductName = z.enum(productNames);
export type ProductName = z.infer<typeof ProductName>;

/** The products that are edits; an edit credit always has a duration in minutes. */
export const EditProduct = z.enum(['Shorts Edit', 'Video Edit']);
export type EditProduct = z.infer<typeof EditProduct>;

const quantity = z
  .number(requiredOr('Enter a whole number.'))
  .int('Enter a whole number.')
  .min(1, 'At least 1.')
  .max(L.quantityMax, `At most ${L.quantityMax} at a time.`);

/**
 * A line of the basket sent to checkout (docs/product.md §3 Basket item): the service's name, its option
 * values in catalogue order (`[10]` for a 10-minute Video Edit, `[]` for a thumbnail) and how many.
 * Any price or total the browser adds is dropped: the server prices the line itself.
 */
export const BasketItem = z
  .object({
    name: z.string({ error: requiredMessage }).max(40),
    args: z.array(z.number('Expected a number.')).max(4),
    quantity,
  })
  .superRefine((item, ctx) => {
    // Both plans offer the same services and options; only the prices differ.
    const service = findService('Standard', item.name);
    if (!service) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'This item is not in the shop.' });
      return;
    }
    const problem = invalidArgs(service, item.args);
    if (problem) ctx.addIssue({ code: 'custom', path: ['args'], message: problem });
  });
export type BasketItem = z.infer<typeof BasketItem>;

/** Body of POST /api/payment/create-checkout-session: the basket, one line per product and options. */
export const CheckoutRequest = z.object({
  basket: z
    .array(BasketItem)
    .min(1, 'The basket is empty.')
    .max(L.basketLinesMax, `At most ${L.basketLinesMax} lines.`)
    .superRefine((lines, ctx) => {
      const seen = new Set<string>();
      lines.forEach((line, i) => {
        const key = basketLineId(line.name, line.args);
        if (seen.has(key))
          ctx.addIssue({ code: 'custom', path: [i], message: 'This item is twice in the basket.' });
        seen.add(key);
      });
    }),
});
export type CheckoutRequest = z.infer<typeof CheckoutRequest>;

/** A basket line as the server priced it, at the signed-in Partner's plan. */
export const PricedLine = z.object({
  name: ProductName,
  args: z.array(z.number()),
  quantity: z.number(),
  unitCents: z.number(),
  lineCents: z.number(),
});
export type PricedLine = z.infer<typeof PricedLine>;

/** Which payment provider serves a checkout: Stripe, or the built-in test form. */
export const PaymentProviderKind = z.enum(['stripe', 'sandbox']);
export type PaymentProviderKind = z.infer<typeof PaymentProviderKind>;

/**
 * Answer of create-checkout-session: the client secret the embedded form mounts with (docs/product.md §7),
 * plus what the page needs to show it: the provider, Stripe's publishable key, the server's
 * prices.
 */
export const CheckoutResponse = z.object({
  clientSecret: z.string(),
  sessionId: z.string(),
  provider: PaymentProviderKind,
  publishableKey: z.string().optional(),
  currency: z.literal('usd'),
  amountCents: z.number(),
  lines: z.array(PricedLine),
  expiresAt: z.string(),
});
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;

const sessionId = z
  .string({ error: requiredMessage })
  .min(1, requiredMessage)
  .max(200)
  .regex(/^[A-Za-z0-9_]+$/, 'Invalid session id.');

/** Query of GET /api/payment/session-status. */
export const SessionStatusQuery = z.object({ session_id: sessionId });
export type SessionStatusQuery = z.infer<typeof SessionStatusQuery>;

/** A checkout's state (docs/product.md §3 Payment session: open or complete; expired after 24 h). */
export const SessionStatus = z.enum(['open', 'complete', 'expired']);
export type SessionStatus = z.infer<typeof SessionStatus>;

/** Answer of GET /api/payment/session-status. */
export const SessionStatusResponse = z.object({ status: SessionStatus });
export type SessionStatusResponse = z.infer<typeof SessionStatusResponse>;

/** The cards the sandbox form knows (docs/product.md §2 Store): one that pays, one that is declined. */
export const sandboxCards = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

/** What the sandbox card form posts: the session's client secret and the test card. */
export const SandboxPayRequest = z.object({
  clientSecret: z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .max(300)
    .regex(/^[A-Za-z0-9_]+$/, 'Invalid client secret.'),
  cardNumber: z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(30, 'Your card number is invalid.')
    .regex(/^[0-9 ]+$/, 'Your card number is invalid.'),
  expiry: z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .regex(/^(0[1-9]|1[0-2]) ?\/ ?[0-9]{2}$/, 'Use MM / YY.'),
  cvc: z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .regex(/^[0-9]{3,4}$/, 'Enter the 3 or 4 digits on the back.'),
  name: z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(100),
});
export type SandboxPayRequest = z.infer<typeof SandboxPayRequest>;

/** Answer of a sandbox payment that went through: where the browser goes next. */
export const SandboxPayResponse = z.object({
  status: z.literal('complete'),
  sessionId: z.string(),
  returnUrl: z.string(),
});
export type SandboxPayResponse = z.infer<typeof SandboxPayResponse>;

/** Query of GET /api/payment/transactions (docs/product.md §7): `returns=rows` lists the edit credits. */
export const TransactionsQuery = z.object({ returns: z.literal('rows').optional() });
export type TransactionsQuery = z.infer<typeof TransactionsQuery>;

/** One unused edit credit (docs/product.md §3 Transactions: a row with a Duration, in minutes). */
export const EditCreditRow = z.object({ Duration: z.number(), Product: EditProduct });
export type EditCreditRow = z.infer<typeof EditCreditRow>;

/** Unused counts, as GET /api/payment/transactions answers them. */
export const CreditCounts = z.object({ edits: z.number(), thumbnails: z.number() });
export type CreditCounts = z.infer<typeof CreditCounts>;

/**
 * Unused credits of the signed-in user: counts, or with `returns=rows` one row per unused edit
 * credit. Shorts are edits: they count in `edits` and their rows say `Product: 'Shorts Edit'`.
 */
export const TransactionsResponse = z.union([
  CreditCounts,
  z.object({ edits: z.array(EditCreditRow), thumbnails: z.number() }),
]);
export type TransactionsResponse = z.infer<typeof TransactionsResponse>;

/** Body of POST /api/payment/credits/grant: an Admin gives a Partner credits without payment. */
export const GrantCreditsRequest = z
  .object({
    uid: z.uuid(),
    product: ProductName,
    duration: z.number().int().nullable().optional(),
    quantity,
    note: z.string().trim().min(1, requiredMessage).max(200),
  })
  .superRefine((v, ctx) => {
    const service = findService('Standard', v.product);
    const args = v.duration === null || v.duration === undefined ? [] : [v.duration];
    const problem = service && invalidArgs(service, args);
    if (problem) ctx.addIssue({ code: 'custom', path: ['duration'], message: problem });
  });
export type GrantCreditsRequest = z.infer<typeof GrantCreditsRequest>;

/** Where a commission stands: pending 14 days, then payable until paid; reversed on refund. */
export const CommissionStatus = z.enum(['pending', 'payable', 'paid', 'reversed']);
export type CommissionStatus = z.infer<typeof CommissionStatus>;

/** A commission as its Affiliate sees it. */
export const AffiliateCommission = z.object({
  id: z.string(),
  buyer: z.string(),
  basisCents: z.number(),
  amountCents: z.number(),
  status: CommissionStatus,
  createdAt: z.string(),
  payableAt: z.string(),
});
export type AffiliateCommission = z.infer<typeof AffiliateCommission>;

/** A count and a sum of commissions. */
export const CommissionTotal = z.object({ count: z.number(), cents: z.number() });
export type CommissionTotal = z.infer<typeof CommissionTotal>;

/** The Affiliate home: the referral link, who signed up through it, what it earned. */
export const AffiliateSummary = z.object({
  link: z.string(),
  signups: z.array(z.object({ username: z.string(), joinedAt: z.string() })),
  pending: CommissionTotal,
  payable: CommissionTotal,
  paid: CommissionTotal,
  commissions: z.array(AffiliateCommission),
});
export type AffiliateSummary = z.infer<typeof AffiliateSummary>;

/** Which commissions an Admin lists: `due` are those payable now. */
export const CommissionFilter = z.enum(['due', 'pending', 'paid', 'reversed', 'all']);
export type CommissionFilter = z.infer<typeof CommissionFilter>;

/** Query of the Admin's commission list and its CSV export. */
export const CommissionsQuery = z.object({ status: CommissionFilter.default('due') });
export type CommissionsQuery = z.infer<typeof CommissionsQuery>;

/** A commission as an Admin sees it, with whom to pay. */
export const AdminCommission = AffiliateCommission.extend({
  affiliate: z.string(),
  affiliateEmail: z.string(),
  sessionId: z.string(),
  paidAt: z.string().nullable(),
  reversedAt: z.string().nullable(),
});
export type AdminCommission = z.infer<typeof AdminCommission>;

/** Answer of GET /api/payment/commissions. */
export const CommissionsResponse = z.object({
  commissions: z.array(AdminCommission),
  total: CommissionTotal,
});
export type CommissionsResponse = z.infer<typeof CommissionsResponse>;

/** Body of POST /api/payment/commissions/paid: the payable commissions an Admin has paid out. */
export const MarkPaidRequest = z.object({
  ids: z.array(z.uuid()).min(1, requiredMessage).max(500),
});
export type MarkPaidRequest = z.infer<typeof MarkPaidRequest>;

/** Answer of POST /api/payment/commissions/paid: how many were payable and are now paid. */
export const MarkPaidResponse = z.object({ updated: z.number() });
export type MarkPaidResponse = z.infer<typeof MarkPaidResponse>;

/** Answer to a webhook delivery Stripe accepted. */
export const WebhookResponse = z.object({ received: z.literal(true) });
export type WebhookResponse = z.infer<typeof WebhookResponse>;

/** The payment routes of docs/product.md §7 Payment, plus the sandbox form, affiliates and commissions. */
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
    response: AffiliateSummary,
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
  webhook: defineRoute({
    method: 'POST',
    path: '/api/payment/webhook',
    auth: false,
    response: WebhookResponse,
  }),
} as const;
