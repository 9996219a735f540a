import { z } from 'zod/mini';
import { RequestId } from './ids.js';
import { CloseReason } from './order-form.js';

/** A state of an extension request (docs/product.md §3), plus Expired after 24 h without an answer. */
export const ExtensionState = z.enum(['Pending', 'Accepted', 'Declined', 'Expired']);
export type ExtensionState = z.infer<typeof ExtensionState>;

/** A state of a pass-off: asked by staff, assigned by an Admin, answered by the new staff. */
export const PassOffState = z.enum(['Pending', 'Assigned', 'Accepted', 'Declined']);
export type PassOffState = z.infer<typeof PassOffState>;

/**
 * Product status flags (docs/product.md §3): each step of the tracker. `moreTimeStatus` and
 * `passOffStatus` are null until there is an answer; `closeReason` and `closedOn` until closed.
 */
export const ProductFlags = z.object({
  requestActivated: z.boolean(),
  moreTimeSent: z.boolean(),
  moreTimeStatus: z.nullable(z.enum(['Accepted', 'Declined', 'Expired'])),
  moreTimeDuration: z.nullable(z.number()),
  passOffSent: z.boolean(),
  passOffStatus: z.nullable(z.enum(['Assigned', 'Accepted', 'Declined'])),
  newStaff: z.nullable(z.string()),
  closeReason: z.nullable(CloseReason),
  closedOn: z.nullable(z.string()),
});
export type ProductFlags = z.infer<typeof ProductFlags>;
export type FlagName = keyof ProductFlags;

/** When each step happened (ISO times), for the tracker's dates; null for steps not reached. */
export const ProductTimes = z.object({
  requestOpened: z.string(),
  requestActivated: z.nullable(z.string()),
  moreTimeSent: z.nullable(z.string()),
  moreTimeStatus: z.nullable(z.string()),
  passOffSent: z.nullable(z.string()),
  passOffStatus: z.nullable(z.string()),
  closedOn: z.nullable(z.string()),
});
export type ProductTimes = z.infer<typeof ProductTimes>;

/** The tracker's steps in order; a revision skips activation, more time and pass-off (docs/product.md §4). */
export const statusRanks = [
  'requestActivated',
  'moreTimeSent',
  'moreTimeStatus',
  'passOffSent',
  'passOffStatus',
  'closedOn',
] as const satisfies readonly FlagName[];
export const revisionStatusRanks = ['closedOn'] as const satisfies readonly FlagName[];

/** Answer of GET /api/payment/product (docs/product.md §7): `{ranks, flags}`, plus the steps' times. */
export const ProductStatus = z.object({
  ranks: z.array(z.enum(statusRanks)),
  flags: ProductFlags,
  times: ProductTimes,
});
export type ProductStatus = z.infer<typeof ProductStatus>;

/** Query of GET /api/payment/product: `status` for an order, `status-revision` for a revision. */
export const ProductStatusQuery = z.object({
  type: z.enum(['status', 'status-revision']),
  id: RequestId,
});
export type ProductStatusQuery = z.infer<typeof ProductStatusQuery>;

/** The step the tracker marks as current: the last flag of `ranks` that is set (docs/product.md §4). */
export function currentStep(status: Pick<ProductStatus, 'ranks' | 'flags'>): FlagName | null {
  let current: FlagName | null = null;
  for (const name of status.ranks) if (status.flags[name]) current = name;
  return current;
}

/** An alert's label: the flag name split into words (`moreTimeSent` -> 'More Time Sent'). */
export function flagLabel(name: FlagName): string {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Whether a set flag needs the viewer's attention (docs/product.md §4): for a Partner, `moreTimeSent` while
 * `moreTimeStatus` is unset; for staff, a pass-off assigned to them (`newStaff` is their name and
 * the pass-off is not answered).
 */
export function isImportant(
  name: FlagName,
  flags: ProductFlags,
  viewer: { accountType: string; name?: string },
): boolean {
  if (name === 'moreTimeSent')
    return viewer.accountType === 'Partner' && flags.moreTimeStatus === null;
  if (name === 'newStaff')
    return (
      viewer.accountType === 'Production' &&
      flags.passOffStatus === 'Assigned' &&
      flags.newStaff === viewer.name
    );
  return false;
}
