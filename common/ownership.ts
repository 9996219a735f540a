/**
 * The ownership rules of docs/product.md §1 and §9, as pure functions (docs/ownership.md explains them with
 * a worked example). Shares are whole hundredths of a percent ("bp": 1% = 100) of a game's pool,
 * so sums are exact and rounding can only ever go down.
 */

import type { AccountType, Plan } from './account-types.js';
import { gameLimits, ownershipLimits } from './limits.js';
import { affiliateTerms, planCards } from './plans.js';

/** Hundredths of a percent in one percent. */
export const bpPerPercent = 100;

/** The whole pool of a game: its partners' shares never add up to more than 100% of it. */
export const poolCapacityBp = 100 * bpPerPercent;

/** A month as `YYYY-MM` (UTC). */
export type Month = string;

/** What an account may hold: its share range of a game's pool and how many games it may partner. */
export type OwnershipTerms = {
  /** Standard, Premium or Affiliate: the name the page shows. */
  label: Plan | 'Affiliate';
  minBp: number;
  maxBp: number;
  partnerships: number;
};

/**
 * The ownership terms of an account (docs/product.md §9): Standard 1-20% of a pool and 1 partnership,
 * Premium 20-40% and 2, an Affiliate 1-20% and 1. A Partner without a plan has Standard's terms
 * (as the shop charges them Standard prices); Production and Admin accounts have none.
 */
export function ownershipTerms(accountType: AccountType, plan: Plan | null): OwnershipTerms | null {
  if (accountType === 'Affiliate')
    return {
      label: 'Affiliate',
      minBp: affiliateTerms.ownershipPercent.min * bpPerPercent,
      maxBp: affiliateTerms.ownershipPercent.max * bpPerPercent,
      partnerships: affiliateTerms.gamePartnerships,
    };
  if (accountType !== 'Partner') return null;
  const card = planCards.find((c) => c.name === (plan ?? 'Standard')) ?? planCards[0];
  if (!card) return null;
  return {
    label: card.name,
    minBp: card.ownershipPercent.min * bpPerPercent,
    maxBp: card.ownershipPercent.max * bpPerPercent,
    partnerships: card.gamePartnerships,
  };
}

/**
 * True when a game's pool can take one more partner: the plan minimums of all its partners,
 * the newcomer's included, must fit in the pool, so every partner's minimum can always be paid.
 */
export function poolHasRoomFor(
  partnerMinimumsBp: readonly number[],
  newcomerMinBp: number,
): boolean {
  return partnerMinimumsBp.reduce((sum, bp) => sum + bp, 0) + newcomerMinBp <= poolCapacityBp;
}

/** A partner's claim on a game's pool for a month: their range and their approved promotion. */
export type PoolClaim = { minBp: number; maxBp: number; approvedVideos: number };

/** What a claim becomes: the share asked for, and the share granted with its decay floor. */
export type PoolShare = {
  /** The share promotion alone earns, before other partners are counted. */
  desiredBp: number;
  /** The share on the first day of the month. */
  startBp: number;
  /** The share on the last day of the month (the plan minimum, unless the pool forced less). */
  floorBp: number;
};

/**
 * The share promotion earns on its own: the plan minimum plus an equal step of the plan's range
 * per approved video (rounded half up), reaching the maximum at `videosForFullShare` videos,
 * clamped to the range.
 */
export function desiredShareBp(claim: PoolClaim): number {
  const full = ownershipLimits.videosForFullShare;
  const videos = Math.min(Math.max(0, Math.floor(claim.approvedVideos)), full);
  // Rounded half up, as the step is written (1% + 19% x 1/8 = 3.375% gives 3.38%): only the
  // pool's sharing rounds down, where the sum must never pass the pool.
  const desired = claim.minBp + Math.round(((claim.maxBp - claim.minBp) * videos) / full);
  return Math.min(Math.max(desired, claim.minBp), claim.maxBp);
}

/**
 * Shares one game's pool among its partners for a month. Each partner asks for `desiredShareBp`.
 * If the asks fit in the pool, each gets its ask. If not, each keeps its plan minimum and the room
 * left above the minimums is shared in proportion to what each asked above its minimum. Should
 * the minimums alone overflow the pool (only possible after a plan change), every share is scaled
 * down together. Every share is rounded down, so the sum never exceeds the pool.
 */
export function allocatePool(
  claims: readonly PoolClaim[],
  capacityBp: number = poolCapacityBp,
): PoolShare[] {
  const desired = claims.map(desiredShareBp);
  const sumMin = claims.reduce((sum, c) => sum + c.minBp, 0);
  if (sumMin > capacityBp)
    return claims.map((c, i) => {
      const startBp = Math.floor((c.minBp * capacityBp) / sumMin);
      return { desiredBp: desired[i] ?? c.minBp, startBp, floorBp: startBp };
    });
  const sumDesired = desired.reduce((sum, bp) => sum + bp, 0);
  if (sumDesired <= capacityBp)
    return claims.map((c, i) => {
      const startBp = desired[i] ?? c.minBp;
      return { desiredBp: startBp, startBp, floorBp: Math.min(c.minBp, startBp) };
    });
  const room = capacityBp - sumMin;
  const sumExtra = sumDesired - sumMin;
  return claims.map((c, i) => {
    const desiredBp = desired[i] ?? c.minBp;
    const startBp = c.minBp + Math.floor(((desiredBp - c.minBp) * room) / sumExtra);
    return { desiredBp, startBp, floorBp: Math.min(c.minBp, startBp) };
  });
}

/**
 * A share on a day of its month: it starts at `startBp` on day 1 and falls in equal daily steps
 * to `floorBp` on the last day, rounded to the nearest hundredth of a percent.
 */
export function decayedBp(
  startBp: number,
  floorBp: number,
  day: number,
  daysInMonthCount: number,
): number {
  if (startBp <= floorBp || daysInMonthCount <= 1) return startBp;
  const d = Math.min(Math.max(1, Math.floor(day)), daysInMonthCount);
  return startBp - Math.round(((startBp - floorBp) * (d - 1)) / (daysInMonthCount - 1));
}

/** The share on every day of a month, day 1 first. */
export function decayCurve(startBp: number, floorBp: number, month: Month): number[] {
  const days = daysInMonth(month);
  return Array.from({ length: days }, (_, i) => decayedBp(startBp, floorBp, i + 1, days));
}

/** How a month's share of one partnership came about. */
export type ShareStatus =
  /** Set by an Admin closing the month before. */
  | 'confirmed'
  /** The month before is not closed yet: the plan minimum holds meanwhile. */
  | 'provisional'
  /** The month before was closed before this partnership began: no share this month. */
  | 'not_included'
  /** Not closed yet: what closing the month now would give. */
  | 'projected';

/** A month's share as stored by a close: where it starts and where it decays to. */
export type MonthShare = { month: Month; startBp: number; floorBp: number };

/**
 * The share of a partnership in `month`: the closed figure when there is one; otherwise nothing
 * if the month before was closed without this partnership, or the plan minimum while the month
 * before still waits for its review (minimums always fit the pool, see `poolHasRoomFor`).
 */
export function shareForMonth(
  month: Month,
  shares: readonly MonthShare[],
  previousMonthClosed: boolean,
  minBp: number,
): { status: ShareStatus; startBp: number; floorBp: number } {
  const set = shares.find((s) => s.month === month);
  if (set) return { status: 'confirmed', startBp: set.startBp, floorBp: set.floorBp };
  if (previousMonthClosed) return { status: 'not_included', startBp: 0, floorBp: 0 };
  return { status: 'provisional', startBp: minBp, floorBp: minBp };
}

/** The share of a partnership at an instant: the month's share, decayed to that day (UTC). */
export function shareAt(
  at: Date,
  shares: readonly MonthShare[],
  closedMonths: ReadonlySet<Month>,
  minBp: number,
): number {
  const month = monthOf(at);
  const share = shareForMonth(month, shares, closedMonths.has(addMonths(month, -1)), minBp);
  return decayedBp(share.startBp, share.floorBp, at.getUTCDate(), daysInMonth(month));
}

/** What closing a month does, decided before anything is written. */
export type CloseDecision =
  | { action: 'close' }
  /** Closing again changes nothing: the first close's figures stand. */
  | { action: 'already_closed' }
  | { action: 'refuse'; reason: 'future_month' | 'reviews_pending' };

/**
 * Whether `month` can be closed now: not a month that has not started, not twice (a second close
 * is a no-op), and not while promotion videos of it still wait for review.
 */
export function closeDecision(input: {
  month: Month;
  currentMonth: Month;
  alreadyClosed: boolean;
  pendingVideos: number;
}): CloseDecision {
  if (input.alreadyClosed) return { action: 'already_closed' };
  if (input.month > input.currentMonth) return { action: 'refuse', reason: 'future_month' };
  if (input.pendingVideos > 0) return { action: 'refuse', reason: 'reviews_pending' };
  return { action: 'close' };
}

// --- Months (UTC) ------------------------------------------------------------------------------

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** True for a `YYYY-MM` month. */
export function isMonth(value: string): boolean {
  return monthPattern.test(value);
}

function parts(month: Month): [number, number] {
  const match = monthPattern.exec(month);
  if (!match) throw new Error(`Not a month: ${month}`);
  return [Number(match[1]), Number(match[2])];
}

/** The UTC month of an instant. */
export function monthOf(at: Date): Month {
  return at.toISOString().slice(0, 7);
}

/** The month `n` months after (or, negative, before) `month`; December rolls over to January. */
export function addMonths(month: Month, n: number): Month {
  const [year, m] = parts(month);
  const index = year * 12 + (m - 1) + n;
  const y = Math.floor(index / 12);
  return `${String(y).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Days in a month (28-31). */
export function daysInMonth(month: Month): number {
  const [year, m] = parts(month);
  return new Date(Date.UTC(year, m, 0)).getUTCDate();
}

/** `YYYY-MM-DD` of the first day of a month. */
export function firstDayOf(month: Month): string {
  return `${month}-01`;
}

// --- Display -----------------------------------------------------------------------------------

// Decimal rounding of the number as written (3.375 -> 3.375, 1.0005 -> 1.001), never the
// binary-float truncation of toFixed, which shows 1.005 as 1.00.
const percentFormat = new Intl.NumberFormat('en-US', {
  maximumFractionDigits: 3,
  useGrouping: false,
});

/** A percentage with at most three decimals, rounded half up: 3.375 -> '3.375%', 20 -> '20%'. */
export function percentText(percent: number): string {
  return `${percentFormat.format(percent)}%`;
}

/** A share as a percentage of the pool: 1288 -> '12.88%', 2000 -> '20%'. */
export function formatBp(bp: number): string {
  return percentText(bp / bpPerPercent);
}

/**
 * What a share of the pool is of the game's profits: the pool is 20% of them, so 12.88% of the
 * pool is 2.576% of the profits.
 */
export function profitShareText(bp: number): string {
  // bp × pool% / 100 / 100 in one division, so no rounding error creeps in before the text's.
  return percentText((bp * gameLimits.totalPercentagePool) / (bpPerPercent * 100));
}

/** A share as partners read it: of the pool, and what that is of the game's profits. */
export function shareWorthText(bp: number): string {
  return `${formatBp(bp)} of the pool (${profitShareText(bp)} of the game's profits)`;
}

/**
 * Days of `month` still to come after `today` (`YYYY-MM-DD`, UTC): what closing the current month
 * early gives up. 0 on its last day, and for any month `today` is not in.
 */
export function daysLeftInMonth(month: Month, today: string): number {
  if (today.slice(0, 7) !== month) return 0;
  return daysInMonth(month) - Number(today.slice(8, 10));
}
