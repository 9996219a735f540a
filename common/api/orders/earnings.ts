import { z } from 'zod/mini';
import { Uid } from './ids.js';
import { OrderType } from './order-form.js';

/** One paid job of a staff member (docs/product.md §9 pay table). */
export const EarningItem = z.object({
  requestId: z.string(),
  title: z.string(),
  type: OrderType,
  isRevision: z.boolean(),
  tier: z.number(),
  amountCents: z.number(),
  earnedTime: z.string(),
});
export type EarningItem = z.infer<typeof EarningItem>;

/** Query of GET /api/payment/fulfillment/earnings: a month, `YYYY-MM` (default: this month, UTC). */
export const EarningsQuery = z.object({
  month: z.optional(
    z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Expected a month (YYYY-MM).')),
  ),
  uid: z.optional(Uid),
});
export type EarningsQuery = z.infer<typeof EarningsQuery>;

/** A staff member's earnings for one month. */
export const EarningsResponse = z.object({
  month: z.string(),
  totalCents: z.number(),
  items: z.array(EarningItem),
});
export type EarningsResponse = z.infer<typeof EarningsResponse>;
