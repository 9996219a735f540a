import { z } from 'zod/mini';
import { pagingLimits as P } from '../limits.js';
import { defineRoute } from './contract.js';
import { CursorParam, LimitParam, NextCursor } from './paging.js';
import { PricedLine } from './payments/checkout.js';
import { PayPeriod } from './payouts.js';

// The lists behind the Dashboard's money figures (docs/teams.md 'Admin overview'): a month's
// sales and what staff earned in it, counted as the figures count them, so a figure opens the
// list it counts.

/** Query of a month's sales: `YYYY-MM` (UTC; the current month without it), one page. */
export const SalesQuery = z.object({
  month: z.optional(PayPeriod),
  limit: LimitParam(P.salesDefault, P.salesMax),
  cursor: z.optional(CursorParam(2)),
});
export type SalesQuery = z.infer<typeof SalesQuery>;
export type SalesQueryInput = z.input<typeof SalesQuery>;

/** A person a money list names. */
const Person = z.object({ uid: z.string(), name: z.string(), username: z.string() });

/** One paid checkout: who bought what, for how much, and its receipt. */
export const Sale = z.object({
  id: z.string(),
  paidAt: z.string(),
  buyer: Person,
  lines: z.array(PricedLine),
  amountCents: z.number(),
  receiptNumber: z.nullable(z.number()),
});
export type Sale = z.infer<typeof Sale>;

/**
 * Answer of GET /api/admin/sales: the month's paid checkouts that were not refunded, newest
 * first, one page; `count` and `totalCents` are the whole month's, the Dashboard's "Sales".
 */
export const SalesPage = z.object({
  month: z.string(),
  count: z.number(),
  totalCents: z.number(),
  sales: z.array(Sale),
  nextCursor: NextCursor,
});
export type SalesPage = z.infer<typeof SalesPage>;

/** Query of a month's staff pay: `YYYY-MM` (UTC; the current month without it). */
export const StaffPayQuery = z.object({ month: z.optional(PayPeriod) });
export type StaffPayQuery = z.infer<typeof StaffPayQuery>;

/** What one staff member earned by deliveries in the month. */
export const StaffPayRow = z.extend(Person, { jobs: z.number(), cents: z.number() });
export type StaffPayRow = z.infer<typeof StaffPayRow>;

/**
 * Answer of GET /api/admin/staff-pay: every staff member who earned in the month, most first;
 * `totalCents` is the Dashboard's "Staff pay earned".
 */
export const StaffPayMonth = z.object({
  month: z.string(),
  totalCents: z.number(),
  jobs: z.number(),
  staff: z.array(StaffPayRow),
});
export type StaffPayMonth = z.infer<typeof StaffPayMonth>;

export const adminMoneyRoutes = {
  sales: defineRoute({
    method: 'GET',
    path: '/api/admin/sales',
    auth: true,
    query: SalesQuery,
    response: SalesPage,
  }),
  staffPay: defineRoute({
    method: 'GET',
    path: '/api/admin/staff-pay',
    auth: true,
    query: StaffPayQuery,
    response: StaffPayMonth,
  }),
} as const;
