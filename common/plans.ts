/** The figures of the pricing page (docs/product.md §9). Money in integer cents, percentages as numbers. */

import type { Plan } from './account-types.js';
import { teamLimits } from './limits.js';
import { commissionPercent, planPrices } from './pricing.js';

/** A price with the higher price it is struck through against, when it is on offer. */
export type OfferPrice = {
  /** What is charged, in cents. */
  cents: number;
  /** The former price shown struck through, in cents; absent when there is no offer. */
  struckCents?: number;
};

/** One plan card of the pricing page. */
export type PlanCard = {
  /** The plan's name as the account stores it. */
  name: Plan;
  /** The value of /join?package= the Select button carries. */
  package: 'basic' | 'premium';
  /** Lowest and highest ownership share of a game, in percent. */
  ownershipPercent: { min: number; max: number };
  gamePartnerships: number;
  teamMembers: number;
  unlimitedRevisions: boolean;
  /** A video edit, per minute of finished video. */
  editPerMinute: OfferPrice;
  /** One thumbnail. */
  thumbnail: OfferPrice;
  /** A short label on the card's corner: the offer ('27% off') or 'Most Popular'. */
  badge: string;
  /** Drawn as the recommended plan. */
  highlighted: boolean;
};

/** How much cheaper the Standard plan's prices are than their struck prices, in percent. */
export const standardDiscountPercent = 27;

/** The two plans for YouTubers (docs/product.md §9), in the order the page shows them. */
export const planCards: readonly PlanCard[] = [
  {
    name: 'Standard',
    package: 'basic',
    ownershipPercent: { min: 1, max: 20 },
    gamePartnerships: 1,
    teamMembers: teamLimits.membersByPlan.Standard,
    unlimitedRevisions: true,
    editPerMinute: { cents: planPrices.Standard.editPerMinuteCents, struckCents: 110 },
    thumbnail: { cents: planPrices.Standard.thumbnailCents, struckCents: 550 },
    badge: `${standardDiscountPercent}% off`,
    highlighted: false,
  },
  {
    name: 'Premium',
    package: 'premium',
    ownershipPercent: { min: 20, max: 40 },
    gamePartnerships: 2,
    teamMembers: teamLimits.membersByPlan.Premium,
    // docs/product.md §9 lists unlimited revisions under Standard only; a dearer plan with fewer revisions
    // would make no sense, so Premium keeps them too.
    unlimitedRevisions: true,
    editPerMinute: { cents: planPrices.Premium.editPerMinuteCents },
    thumbnail: { cents: planPrices.Premium.thumbnailCents },
    badge: 'Most Popular',
    highlighted: true,
  },
];

/** What an Affiliate gets (docs/product.md §1, §9), shown when the pricing page is switched to affiliates. */
export const affiliateTerms = {
  commissionPercent,
  ownershipPercent: { min: 1, max: 20 },
  gamePartnerships: 1,
} as const;

/** The discount of a price against its struck price, in whole percent (0 without an offer). */
export function discountPercent(price: OfferPrice): number {
  if (!price.struckCents || price.struckCents <= price.cents) return 0;
  return Math.floor(((price.struckCents - price.cents) / price.struckCents) * 100);
}
