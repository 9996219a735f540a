import { z } from 'zod/mini';
import { Plan } from './accounts.js';
import { defineRoute } from './contract.js';
import { Uid } from './teams/inputs.js';

// What an Admin answering a Support thread sees of the customer beside it: their plan, team,
// credits, the orders still open (and which are late) and their latest payments.

/** A member of the customer's team. */
export const CustomerTeamMember = z.object({
  uid: z.string(),
  name: z.string(),
  role: z.enum(['Editor', 'Artist']),
});

/** Unused credits of one product (and length, for edits). */
export const CustomerCredit = z.object({
  product: z.string(),
  durationMinutes: z.nullable(z.number()),
  unused: z.number(),
});

/** An open order, late once its due time passed. */
export const CustomerOrder = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(['Edit', 'Thumbnail']),
  staff: z.string(),
  dueAt: z.string(),
  late: z.boolean(),
});

/** A paid checkout; `refunded` once refunded. */
export const CustomerPayment = z.object({
  id: z.string(),
  at: z.string(),
  amountCents: z.number(),
  currency: z.string(),
  refunded: z.boolean(),
});

/** Answer of GET /api/admin/customer/:uid. */
export const CustomerContext = z.object({
  uid: z.string(),
  name: z.string(),
  username: z.string(),
  accountType: z.string(),
  plan: z.nullable(Plan),
  team: z.array(CustomerTeamMember),
  credits: z.array(CustomerCredit),
  openOrders: z.array(CustomerOrder),
  /** The latest paid checkouts, newest first. */
  payments: z.array(CustomerPayment),
});
export type CustomerContext = z.infer<typeof CustomerContext>;

/** Params of GET /api/admin/customer/:uid. */
export const CustomerContextParams = z.object({ uid: Uid });

/** The Admins' view of one customer. */
export const adminCustomerRoutes = {
  customerContext: defineRoute({
    method: 'GET',
    path: '/api/admin/customer/:uid',
    auth: true,
    params: CustomerContextParams,
    response: CustomerContext,
  }),
} as const;
