import type { AccountType } from '../../common/api/accounts.js';

/**
 * How a caller stands to an order: its Partner (`client`), its current staff member (`staff`),
 * the staff member it is being passed to and who has not answered yet (`passOffTarget`), or an
 * Admin. A caller may hold more than one (an Admin who placed the order is also its client).
 */
export type OrderStanding = 'client' | 'staff' | 'passOffTarget' | 'admin';

/**
 * What a permission on an order asks. `allow`: the standings that may do it. `seen`: the
 * standings that may not, but see the order and so learn it exists (403 forbidden). Everyone else
 * gets 404 (the order's existence is not theirs to know). `accountType`: callers of any other
 * account type are refused with 403 before the order is looked at.
 */
export type OrderRule = {
  allow: readonly OrderStanding[];
  seen: readonly OrderStanding[];
  accountType?: AccountType;
  /**
   * Held only on what the caller wrote (a review note): whoever holds `allow` on the order but
   * did not write it sees it, and is refused with 403.
   */
  ownWork?: true;
};

/**
 * The whole table of who may do what to an order; `server/access/access.test.ts` walks it row by
 * row. The staff member an order is being passed to may look at it before accepting, but not act
 * on it, review it or be told of the Partner's answers; the one it was passed away from loses it.
 */
export const orderRules = {
  /** See the order and its tracker. */
  'order.read': { allow: ['client', 'staff', 'passOffTarget', 'admin'], seen: [] },
  /** Start, deliver or pass off the work: the assigned staff member only. */
  'order.work': { allow: ['staff'], seen: [], accountType: 'Production' },
  /** Accept a delivery with stars: the Partner; staff and Admins see it but may not. */
  'order.accept': { allow: ['client'], seen: ['staff', 'admin'] },
  /** Ask for a revision of a delivery: the Partner or an Admin for them; not its staff. */
  'order.revise': { allow: ['client', 'admin'], seen: ['staff'] },
  /** Ask for more time: the assigned staff member; the Partner and Admins see the order. */
  'order.extend': { allow: ['staff'], seen: ['client', 'admin'] },
  /** Read the extension request: the people on the order, not the one it is being passed to. */
  'order.extension.read': { allow: ['client', 'staff', 'admin'], seen: [] },
  /** Answer an extension request: the Partner; the staff member and Admins see the order. */
  'order.extension.answer': { allow: ['client'], seen: ['staff', 'admin'] },
  /** Publish the accepted delivery to the Partner's YouTube channel: the Partner alone. */
  'order.publish': { allow: ['client'], seen: [], accountType: 'Partner' },
  /** Read and write review notes on a version, and watch it live. */
  'order.review': { allow: ['client', 'staff', 'admin'], seen: [] },
  /** Correct or withdraw a review note: its author only, among those who may review. */
  'order.review.own-note': {
    allow: ['client', 'staff', 'admin'],
    seen: ['client', 'staff', 'admin'],
    ownWork: true,
  },
} as const satisfies Record<string, OrderRule>;

/** A permission on an order, by name. */
export type OrderPermission = keyof typeof orderRules;
