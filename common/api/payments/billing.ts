import { z } from 'zod/mini';
import { PaymentProviderKind, PaymentSessionId, PricedLine } from './checkout.js';

/**
 * Where a payment stands: `processing` while a delayed method settles, `paid` once credited,
 * `refunded` after the money went back (refunds are whole: docs/decisions/006).
 */
export const PaymentStatus = z.enum(['processing', 'paid', 'refunded']);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

/** One payment of a Partner, as the Billing page lists it. */
export const Payment = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** When the credits were added; null while processing or when refunded before that. */
  paidAt: z.nullable(z.string()),
  status: PaymentStatus,
  provider: PaymentProviderKind,
  currency: z.literal('usd'),
  lines: z.array(PricedLine),
  amountCents: z.number(),
  refundedAt: z.nullable(z.string()),
  refundedCents: z.number(),
  /** Assigned once, when the payment is credited; null without a receipt. */
  receiptNumber: z.nullable(z.number()),
});
export type Payment = z.infer<typeof Payment>;

/** Query of the payments list and its CSV export: an Admin may name the Partner. */
export const PaymentsQuery = z.object({ uid: z.optional(z.uuid('Invalid user id.')) });
export type PaymentsQuery = z.infer<typeof PaymentsQuery>;

/** Answer of GET /api/payment/payments: newest first, with the sums of what was paid. */
export const PaymentsResponse = z.object({
  payments: z.array(Payment),
  total: z.object({ paidCents: z.number(), refundedCents: z.number() }),
});
export type PaymentsResponse = z.infer<typeof PaymentsResponse>;

/** Path parameters naming one payment. */
export const PaymentParams = z.object({ id: PaymentSessionId });
export type PaymentParams = z.infer<typeof PaymentParams>;

/** The tax included in a receipt's total, shown only when a rate is configured. */
export const ReceiptTax = z.object({
  label: z.string(),
  ratePercent: z.number(),
  cents: z.number(),
});
export type ReceiptTax = z.infer<typeof ReceiptTax>;

/** Answer of GET /api/payment/payments/:id/receipt: everything a printed receipt shows. */
export const Receipt = z.object({
  number: z.number(),
  issuedAt: z.string(),
  seller: z.object({ name: z.string(), address: z.array(z.string()) }),
  /** The account that paid: its display name, username and e-mail address. */
  buyer: z.object({ name: z.string(), username: z.string(), email: z.string() }),
  payment: Payment,
  /** The total without the tax; equal to the total when no tax rate is configured. */
  subtotalCents: z.number(),
  tax: z.nullable(ReceiptTax),
  totalCents: z.number(),
  /** Stripe's own receipt of the charge; null for the sandbox, which charges nothing. */
  providerReceiptUrl: z.nullable(z.string()),
});
export type Receipt = z.infer<typeof Receipt>;
