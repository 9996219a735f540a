/**
 * The account types and plans as plain lists, without zod: common/api/accounts.ts turns them into
 * its schemas, and the browser session reads them on pages that must load without zod.
 */

/** The account types a person can hold (docs/product.md §1); Group and System exist only as chat contacts. */
export const accountTypes = ['Partner', 'Affiliate', 'Production', 'Admin'] as const;
/** One of `accountTypes`. */
export type AccountType = (typeof accountTypes)[number];

/** A Partner's plans (docs/product.md §9). */
export const plans = ['Standard', 'Premium'] as const;
/** One of `plans`. */
export type Plan = (typeof plans)[number];
