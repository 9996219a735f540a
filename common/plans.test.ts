import { describe, expect, it } from 'vitest';
import { payTiers } from './pay-tiers';
import { discountPercent, planCards, standardDiscountPercent } from './plans';
import { formatCents } from './pricing';

describe('plan cards', () => {
  it('holds the docs/product.md §9 prices in cents', () => {
    const [standard, premium] = planCards;
    expect(standard).toMatchObject({
      name: 'Standard',
      package: 'basic',
      ownershipPercent: { min: 1, max: 20 },
      gamePartnerships: 1,
      teamMembers: 2,
      editPerMinute: { cents: 80, struckCents: 110 },
      thumbnail: { cents: 400, struckCents: 550 },
    });
    expect(premium).toMatchObject({
      name: 'Premium',
      package: 'premium',
      badge: 'Most Popular',
      ownershipPercent: { min: 20, max: 40 },
      gamePartnerships: 2,
      teamMembers: 3,
      editPerMinute: { cents: 190 },
      thumbnail: { cents: 750 },
    });
  });

  it("shows a '27% off' badge that matches both struck prices of Standard", () => {
    const standard = planCards[0]!;
    expect(standard.badge).toBe('27% off');
    expect(discountPercent(standard.editPerMinute)).toBe(standardDiscountPercent);
    expect(discountPercent(standard.thumbnail)).toBe(standardDiscountPercent);
  });

  it('has no discount without a struck price', () => {
    expect(discountPercent({ cents: 190 })).toBe(0);
    expect(discountPercent({ cents: 500, struckCents: 400 })).toBe(0);
  });
});

describe('formatCents', () => {
  it('writes dollars with two decimals', () => {
    expect(formatCents(80)).toBe('$0.80');
    expect(formatCents(400)).toBe('$4.00');
    expect(formatCents(750)).toBe('$7.50');
    expect(formatCents(2000)).toBe('$20.00');
    expect(formatCents(-125)).toBe('-$1.25');
  });
});

describe('pay tiers', () => {
  it('holds the docs/product.md §9 freelancer pay in cents', () => {
    expect(
      payTiers.map((t) => [
        t.tier,
        t.videoEditPer10MinCents,
        t.shortPer60sCents,
        t.thumbnailCents,
        t.minimumPerOrderCents,
      ]),
    ).toEqual([
      [1, 1000, 500, 500, 500],
      [2, 1500, 750, 500, 500],
      [3, 2000, 1000, 500, 500],
    ]);
  });
});
