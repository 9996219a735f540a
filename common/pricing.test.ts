import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BasketItem, CheckoutRequest } from './api/payments';
import {
  basketTotalCents,
  catalogFor,
  commissionCents,
  findService,
  formatCents,
  linePriceCents,
  unitPriceCents,
  type CatalogService,
  type PricePlan,
} from './pricing';

const plans: PricePlan[] = ['Standard', 'Premium'];
const service = (plan: PricePlan, name: string): CatalogService => {
  const found = findService(plan, name);
  if (!found) throw new Error(name);
  return found;
};

/** A random valid line of a plan's catalogue. */
const lineOf = (plan: PricePlan) =>
  fc.constantFrom(...catalogFor(plan)).chain((s) =>
    fc.record({
      service: fc.constant(s),
      args: fc.tuple(...s.options.map((o) => fc.constantFrom(...o.allowed))),
      quantity: fc.integer({ min: 1, max: 50 }),
    }),
  );

describe('docs/product.md §9 prices, Standard plan', () => {
  it('prices a Video Edit at $0.80 a minute: 10 min $8, 60 min $48, 5 min $4', () => {
    const edit = service('Standard', 'Video Edit');
    expect(linePriceCents(edit, [10], 1)).toBe(800);
    expect(linePriceCents(edit, [60], 1)).toBe(4800);
    expect(linePriceCents(edit, [5], 1)).toBe(400);
    expect(linePriceCents(edit, [10], 3)).toBe(2400);
  });

  it('prices a Shorts Edit additively: $4 for the first minute, then $0.50 a minute', () => {
    const shorts = service('Standard', 'Shorts Edit');
    expect([1, 2, 3, 4, 5].map((d) => linePriceCents(shorts, [d], 1))).toEqual([
      400, 450, 500, 550, 600,
    ]);
    expect(linePriceCents(shorts, [5], 2)).toBe(1200);
  });

  it('prices a thumbnail at $4 each', () => {
    const thumb = service('Standard', 'Video Thumbnail');
    expect(linePriceCents(thumb, [], 1)).toBe(400);
    expect(linePriceCents(thumb, [], 7)).toBe(2800);
  });

  it('offers the durations of docs/product.md §9 with their defaults', () => {
    expect(service('Standard', 'Video Edit').options[0]).toMatchObject({
      default: 10,
      allowed: [5, 10, 15, 20, 25, 60],
    });
    expect(service('Standard', 'Shorts Edit').options[0]).toMatchObject({
      default: 1,
      allowed: [1, 2, 3, 4, 5],
    });
    expect(service('Standard', 'Video Thumbnail').options).toEqual([]);
  });
});

describe('Premium prices', () => {
  it('charges $1.90 a minute for edits and $7.50 a thumbnail', () => {
    expect(linePriceCents(service('Premium', 'Video Edit'), [10], 1)).toBe(1900);
    expect(linePriceCents(service('Premium', 'Video Thumbnail'), [], 2)).toBe(1500);
  });

  it('scales Shorts by the edit ratio 190/80, rounded to the cent', () => {
    const shorts = service('Premium', 'Shorts Edit');
    expect(shorts.min).toBe(950);
    expect(shorts.cost).toBe(119);
    expect(linePriceCents(shorts, [1], 1)).toBe(950);
    expect(linePriceCents(shorts, [5], 1)).toBe(950 + 4 * 119);
  });

  it('treats an account without a plan as Standard', () => {
    expect(catalogFor(null)).toBe(catalogFor('Standard'));
  });
});

describe('price rules, for any line (property tests)', () => {
  it.each(plans)('%s: a line is the unit price times the quantity, in whole cents', (plan) => {
    fc.assert(
      fc.property(lineOf(plan), ({ service: s, args, quantity }) => {
        const line = linePriceCents(s, args, quantity);
        expect(Number.isInteger(line)).toBe(true);
        expect(line).toBe(unitPriceCents(s, args) * quantity);
      }),
    );
  });

  it.each(plans)('%s: no item ever costs less than its line min', (plan) => {
    fc.assert(
      fc.property(lineOf(plan), ({ service: s, args }) => {
        expect(unitPriceCents(s, args)).toBeGreaterThanOrEqual(s.min);
      }),
    );
  });

  it.each(plans)(
    '%s: non-additive lines follow cost x total args, additive ones min + cost x (total - first)',
    (plan) => {
      fc.assert(
        fc.property(lineOf(plan), ({ service: s, args }) => {
          const total = args.length === 0 ? 1 : args.reduce((a, b) => a + b, 0);
          const expected = s.additive ? s.min + s.cost * (total - s.firstValue) : s.cost * total;
          expect(unitPriceCents(s, args)).toBe(Math.max(expected, s.min));
        }),
      );
    },
  );

  it.each(plans)('%s: a longer edit never costs less than a shorter one', (plan) => {
    fc.assert(
      fc.property(
        fc.constantFrom(...catalogFor(plan).filter((s) => s.options.length > 0)),
        fc.nat(),
        fc.nat(),
        (s, i, j) => {
          const allowed = s.options[0]!.allowed;
          const a = allowed[i % allowed.length]!;
          const b = allowed[j % allowed.length]!;
          if (a <= b) expect(unitPriceCents(s, [a])).toBeLessThanOrEqual(unitPriceCents(s, [b]));
        },
      ),
    );
  });

  it('Premium never costs less than Standard for the same line', () => {
    fc.assert(
      fc.property(lineOf('Standard'), ({ service: s, args, quantity }) => {
        const premium = service('Premium', s.name);
        expect(linePriceCents(premium, args, quantity)).toBeGreaterThanOrEqual(
          linePriceCents(s, args, quantity),
        );
      }),
    );
  });

  it.each(plans)('%s: the basket total is the sum of its lines, in any order', (plan) => {
    fc.assert(
      fc.property(fc.array(lineOf(plan), { maxLength: 12 }), (lines) => {
        const basket = lines.map((l) => ({
          name: l.service.name,
          args: l.args,
          quantity: l.quantity,
        }));
        const sum = lines.reduce(
          (acc, l) => acc + linePriceCents(l.service, l.args, l.quantity),
          0,
        );
        expect(basketTotalCents(plan, basket)).toBe(sum);
        expect(basketTotalCents(plan, [...basket].reverse())).toBe(sum);
      }),
    );
  });

  it('commission is 20% of the amount, rounded to the nearest cent', () => {
    expect(commissionCents(800)).toBe(160);
    expect(commissionCents(1)).toBe(0);
    expect(commissionCents(3)).toBe(1);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (amount) => {
        const c = commissionCents(amount);
        expect(Math.abs(c - amount / 5)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('formats cents as dollars', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(405)).toBe('$4.05');
    expect(formatCents(123456)).toBe('$1,234.56');
  });
});

describe('basket schema', () => {
  it('accepts every valid line of the catalogue', () => {
    fc.assert(
      fc.property(lineOf('Standard'), ({ service: s, args, quantity }) => {
        expect(BasketItem.safeParse({ name: s.name, args, quantity }).success).toBe(true);
      }),
    );
  });

  it('refuses negative, fractional, zero and huge quantities', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ max: 0 }),
          fc.integer({ min: 51 }),
          fc.double({ noInteger: true }),
          fc.constantFrom(Number.NaN, Infinity),
        ),
        (quantity) => {
          const parsed = BasketItem.safeParse({ name: 'Video Edit', args: [10], quantity });
          expect(parsed.success).toBe(false);
        },
      ),
    );
  });

  it('refuses unknown items and option values outside the catalogue', () => {
    expect(BasketItem.safeParse({ name: 'Gold Edit', args: [], quantity: 1 }).success).toBe(false);
    fc.assert(
      fc.property(
        fc.integer().filter((d) => ![5, 10, 15, 20, 25, 60].includes(d)),
        (duration) => {
          const parsed = BasketItem.safeParse({
            name: 'Video Edit',
            args: [duration],
            quantity: 1,
          });
          expect(parsed.success).toBe(false);
        },
      ),
    );
    expect(BasketItem.safeParse({ name: 'Video Thumbnail', args: [10], quantity: 1 }).success).toBe(
      false,
    );
    expect(BasketItem.safeParse({ name: 'Video Edit', args: [], quantity: 1 }).success).toBe(false);
  });

  it('drops a price the browser adds and refuses the same line twice', () => {
    const parsed = CheckoutRequest.parse({
      basket: [{ name: 'Video Thumbnail', args: [], quantity: 1, price: 1, total: 1 }],
    });
    expect(parsed.basket[0]).toEqual({ name: 'Video Thumbnail', args: [], quantity: 1 });
    const twice = CheckoutRequest.safeParse({
      basket: [
        { name: 'Video Edit', args: [10], quantity: 1 },
        { name: 'Video Edit', args: [10], quantity: 2 },
      ],
    });
    expect(twice.success).toBe(false);
  });
});
