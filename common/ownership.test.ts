import { describe, expect, it } from 'vitest';
import {
  addMonths,
  allocatePool,
  closeDecision,
  daysInMonth,
  daysLeftInMonth,
  decayCurve,
  decayedBp,
  desiredShareBp,
  formatBp,
  monthOf,
  ownershipTerms,
  poolCapacityBp,
  poolHasRoomFor,
  percentText,
  profitShareText,
  shareAt,
  shareForMonth,
  shareWorthText,
  type PoolClaim,
} from './ownership';

const standard = (approvedVideos: number): PoolClaim => ({
  minBp: 100,
  maxBp: 2000,
  approvedVideos,
});
const premium = (approvedVideos: number): PoolClaim => ({
  minBp: 2000,
  maxBp: 4000,
  approvedVideos,
});
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('ownership terms', () => {
  it('gives Standard 1-20% and 1 game, Premium 20-40% and 2, an Affiliate 1-20% and 1', () => {
    expect(ownershipTerms('Partner', 'Standard')).toEqual({
      label: 'Standard',
      minBp: 100,
      maxBp: 2000,
      partnerships: 1,
    });
    expect(ownershipTerms('Partner', 'Premium')).toEqual({
      label: 'Premium',
      minBp: 2000,
      maxBp: 4000,
      partnerships: 2,
    });
    expect(ownershipTerms('Affiliate', null)).toEqual({
      label: 'Affiliate',
      minBp: 100,
      maxBp: 2000,
      partnerships: 1,
    });
  });

  it('treats a Partner without a plan as Standard and gives staff and Admins nothing', () => {
    expect(ownershipTerms('Partner', null)?.label).toBe('Standard');
    expect(ownershipTerms('Production', null)).toBeNull();
    expect(ownershipTerms('Admin', null)).toBeNull();
  });
});

describe('the pool admits a partner only when every plan minimum still fits', () => {
  it('takes five Premium partners but not a sixth', () => {
    expect(poolHasRoomFor([2000, 2000, 2000, 2000], 2000)).toBe(true);
    expect(poolHasRoomFor([2000, 2000, 2000, 2000, 2000], 100)).toBe(false);
  });

  it('takes a Standard partner while 1% is left', () => {
    expect(poolHasRoomFor([2000, 2000, 2000, 2000, 1900], 100)).toBe(true);
    expect(poolHasRoomFor([2000, 2000, 2000, 2000, 1901], 100)).toBe(false);
  });
});

describe('desired share (clamping to the plan range)', () => {
  it('is the plan minimum without promotion and the maximum at 8 approved videos', () => {
    expect(desiredShareBp(standard(0))).toBe(100);
    expect(desiredShareBp(standard(8))).toBe(2000);
    expect(desiredShareBp(premium(0))).toBe(2000);
    expect(desiredShareBp(premium(8))).toBe(4000);
  });

  it('rises in equal steps per approved video, rounded half up', () => {
    // 1% + 19% x 5/8 = 12.875%, rounded to 12.88%, not cut to 12.87%.
    expect(desiredShareBp(standard(5))).toBe(1288);
    // 1% + 19% x 1/8 = 3.375% -> 3.38%; 1% + 19% x 2/8 = 5.75% exactly.
    expect(desiredShareBp(standard(1))).toBe(338);
    expect(desiredShareBp(standard(2))).toBe(575);
    expect(desiredShareBp(premium(2))).toBe(2500);
  });

  it('never goes above the maximum or below the minimum', () => {
    expect(desiredShareBp(standard(30))).toBe(2000);
    expect(desiredShareBp(premium(-3))).toBe(2000);
  });
});

describe('allocating a pool', () => {
  it('grants each ask when the asks fit', () => {
    const shares = allocatePool([standard(5), premium(8)]);
    expect(shares.map((s) => s.startBp)).toEqual([1288, 4000]);
    expect(shares.map((s) => s.floorBp)).toEqual([100, 2000]);
  });

  it('keeps minimums and shares the room above them in proportion when the asks overflow', () => {
    // The worked example of docs/ownership.md: four Premium partners at full promotion and a
    // Standard partner with 6 videos ask 40% x 4 + 15.25% = 175.25% of the pool.
    const claims = [premium(8), premium(8), premium(8), premium(8), standard(6)];
    const shares = allocatePool(claims);
    expect(shares.map((s) => s.desiredBp)).toEqual([4000, 4000, 4000, 4000, 1525]);
    // Room above the minimums: 100% - 81% = 19%; asked above them: 80% + 14.25% = 94.25%.
    // Premium: 20% + 20% x 19/94.25 = 24.03%; Standard: 1% + 14.25% x 19/94.25 = 3.87%.
    expect(shares.map((s) => s.startBp)).toEqual([2403, 2403, 2403, 2403, 387]);
    expect(sum(shares.map((s) => s.startBp))).toBeLessThanOrEqual(poolCapacityBp);
    for (const [i, share] of shares.entries()) {
      expect(share.startBp).toBeGreaterThanOrEqual(claims[i]!.minBp);
      expect(share.startBp).toBeLessThanOrEqual(claims[i]!.maxBp);
    }
  });

  it('means more partners promoting one game leave each a smaller share', () => {
    const alone = allocatePool([premium(8), premium(8)])[0]!.startBp;
    const crowded = allocatePool([premium(8), premium(8), premium(8), premium(8)])[0]!.startBp;
    expect(alone).toBe(4000);
    expect(crowded).toBe(2500);
  });

  it('never exceeds the pool, whatever the claims', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 48271) % 2147483647;
      return seed % n;
    };
    for (let round = 0; round < 500; round += 1) {
      const claims = Array.from({ length: 1 + random(12) }, () =>
        random(2) ? standard(random(12)) : premium(random(12)),
      );
      const shares = allocatePool(claims);
      expect(sum(shares.map((s) => s.startBp))).toBeLessThanOrEqual(poolCapacityBp);
      for (const [i, share] of shares.entries()) {
        expect(share.startBp).toBeLessThanOrEqual(claims[i]!.maxBp);
        expect(share.floorBp).toBeLessThanOrEqual(share.startBp);
        expect(Number.isInteger(share.startBp)).toBe(true);
      }
    }
  });

  it('scales every share down together if plan minimums alone overflow the pool', () => {
    // Six Premium partners: possible only if Standard partners upgraded after joining.
    const shares = allocatePool(Array.from({ length: 6 }, () => premium(8)));
    expect(shares.map((s) => s.startBp)).toEqual(Array(6).fill(1666));
    expect(shares.every((s) => s.floorBp === s.startBp)).toBe(true);
    expect(sum(shares.map((s) => s.startBp))).toBeLessThanOrEqual(poolCapacityBp);
  });

  it('gives nothing to share out of an empty game', () => {
    expect(allocatePool([])).toEqual([]);
  });
});

describe('linear decay toward the plan minimum', () => {
  // March has 31 days, so day 16 is exactly the middle.
  it('is the start on day 1, halfway mid-month and the minimum on the last day', () => {
    expect(decayedBp(2100, 100, 1, 31)).toBe(2100);
    expect(decayedBp(2100, 100, 16, 31)).toBe(1100);
    expect(decayedBp(2100, 100, 31, 31)).toBe(100);
  });

  it('follows the documented example of a 28-day February', () => {
    // 15.25% falling to 1%: day 14 is 15.25% - 14.25% x 13/27 = 8.39%.
    expect(decayedBp(1525, 100, 1, 28)).toBe(1525);
    expect(decayedBp(1525, 100, 14, 28)).toBe(839);
    expect(decayedBp(1525, 100, 28, 28)).toBe(100);
  });

  it("follows the worked example: Pat's 3.87% in a 30-day November", () => {
    expect(decayedBp(387, 100, 16, 30)).toBe(239);
  });

  it('stays flat when the share already is the floor', () => {
    expect(decayedBp(100, 100, 20, 30)).toBe(100);
    expect(decayedBp(0, 0, 20, 30)).toBe(0);
  });

  it('draws one point per day, never rising and never below the floor', () => {
    const curve = decayCurve(4000, 2000, '2027-02');
    expect(curve).toHaveLength(28);
    expect(curve[0]).toBe(4000);
    expect(curve.at(-1)).toBe(2000);
    for (let i = 1; i < curve.length; i += 1) {
      expect(curve[i]!).toBeLessThanOrEqual(curve[i - 1]!);
      expect(curve[i]!).toBeGreaterThanOrEqual(2000);
    }
  });
});

describe('months and the rollover', () => {
  it('rolls December over to January and knows leap years', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(addMonths('2026-11', 14)).toBe('2028-01');
    expect(daysInMonth('2028-02')).toBe(29);
    expect(daysInMonth('2027-02')).toBe(28);
    expect(daysInMonth('2026-12')).toBe(31);
    expect(monthOf(new Date('2026-12-31T23:59:59Z'))).toBe('2026-12');
  });

  it('switches to the new month’s share at midnight UTC on the 1st', () => {
    const shares = [
      { month: '2026-12', startBp: 1600, floorBp: 100 },
      { month: '2027-01', startBp: 900, floorBp: 100 },
    ];
    const closed = new Set(['2026-11', '2026-12']);
    expect(shareAt(new Date('2026-12-31T23:59:59Z'), shares, closed, 100)).toBe(100);
    expect(shareAt(new Date('2027-01-01T00:00:00Z'), shares, closed, 100)).toBe(900);
  });

  it('holds the plan minimum while the month before waits for its review', () => {
    expect(shareForMonth('2027-01', [], false, 2000)).toEqual({
      status: 'provisional',
      startBp: 2000,
      floorBp: 2000,
    });
  });

  it('gives nothing to a partnership that began after the month before was closed', () => {
    expect(shareForMonth('2027-01', [], true, 100)).toEqual({
      status: 'not_included',
      startBp: 0,
      floorBp: 0,
    });
  });
});

describe('closing a month', () => {
  const base = {
    month: '2026-11',
    currentMonth: '2026-11',
    alreadyClosed: false,
    pendingVideos: 0,
  };

  it('closes the current month or an earlier one', () => {
    expect(closeDecision(base)).toEqual({ action: 'close' });
    expect(closeDecision({ ...base, month: '2026-09' })).toEqual({ action: 'close' });
  });

  it('does nothing the second time', () => {
    expect(closeDecision({ ...base, alreadyClosed: true })).toEqual({ action: 'already_closed' });
    expect(closeDecision({ ...base, alreadyClosed: true, pendingVideos: 3 })).toEqual({
      action: 'already_closed',
    });
  });

  it('refuses a month that has not started and one with videos still to review', () => {
    expect(closeDecision({ ...base, month: '2026-12' })).toEqual({
      action: 'refuse',
      reason: 'future_month',
    });
    expect(closeDecision({ ...base, pendingVideos: 1 })).toEqual({
      action: 'refuse',
      reason: 'reviews_pending',
    });
  });
});

describe('display', () => {
  it('writes shares as they are, and their part of the profits to three decimals', () => {
    expect(formatBp(1288)).toBe('12.88%');
    expect(formatBp(2000)).toBe('20%');
    expect(formatBp(1250)).toBe('12.5%');
    expect(formatBp(0)).toBe('0%');
    // 12.88% of a 20% pool is 2.576% of the profits: shown whole, not cut to 2.57%.
    expect(profitShareText(1288)).toBe('2.576%');
    expect(profitShareText(1250)).toBe('2.5%');
    expect(percentText(3.375)).toBe('3.375%');
    expect(percentText(1.0005)).toBe('1.001%');
    expect(percentText(12.5)).toBe('12.5%');
    expect(profitShareText(4000)).toBe('8%');
  });
});

describe('what a share is worth and what an early close gives up', () => {
  it('names both the share of the pool and of the profits', () => {
    expect(shareWorthText(1288)).toBe("12.88% of the pool (2.576% of the game's profits)");
  });

  it('counts the days of the month still to come, none for another month', () => {
    expect(daysLeftInMonth('2026-11', '2026-11-20')).toBe(10);
    expect(daysLeftInMonth('2026-11', '2026-11-30')).toBe(0);
    expect(daysLeftInMonth('2026-02', '2026-02-01')).toBe(27);
    expect(daysLeftInMonth('2026-10', '2026-11-20')).toBe(0);
  });
});
