import { z } from 'zod/mini';
import { findService, invalidArgs } from '../../pricing.js';
import { nonEmpty, plainText } from '../fields.js';
import { EditProduct, ProductName } from './checkout.js';
import { quantity } from './quantity.js';

/** Query of GET /api/payment/transactions (docs/product.md §7): `returns=rows` lists the edit credits. */
export const TransactionsQuery = z.object({ returns: z.optional(z.literal('rows')) });
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
    duration: z.optional(z.nullable(z.int())),
    quantity,
    note: plainText().check(z.trim()).check(nonEmpty()).check(z.maxLength(200)),
  })
  .check(
    z.superRefine((v, ctx) => {
      const service = findService('Standard', v.product);
      const args = v.duration === null || v.duration === undefined ? [] : [v.duration];
      const problem = service && invalidArgs(service, args);
      if (problem) ctx.addIssue({ code: 'custom', path: ['duration'], message: problem });
    }),
  );
export type GrantCreditsRequest = z.infer<typeof GrantCreditsRequest>;
