import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  abbreviateFigure,
  barHeightPx,
  defaultActiveKey,
  formatFigure,
  statsSinceLabel,
} from './company-stats';

describe('abbreviateFigure', () => {
  it('abbreviates thousands, millions, billions and trillions with 2 decimals', () => {
    expect(abbreviateFigure(1000)).toBe('1.00k');
    expect(abbreviateFigure(3120)).toBe('3.12k');
    expect(abbreviateFigure(1_250_000)).toBe('1.25m');
    expect(abbreviateFigure(18_400_000)).toBe('18.40m');
    expect(abbreviateFigure(7_005_000_000)).toBe('7.01b');
    expect(abbreviateFigure(2_500_000_000_000)).toBe('2.50t');
  });

  it('shows figures under a thousand as they are', () => {
    expect(abbreviateFigure(0)).toBe('0');
    expect(abbreviateFigure(64)).toBe('64');
    expect(abbreviateFigure(4.5)).toBe('4.50');
    expect(abbreviateFigure(999)).toBe('999');
  });

  it('moves a figure that rounds up to 1000 of a step into the next step', () => {
    expect(abbreviateFigure(999.999)).toBe('1.00k');
    expect(abbreviateFigure(999_999)).toBe('1.00m');
    expect(abbreviateFigure(999_995_000)).toBe('1.00b');
  });

  it('always gives a number under 1000 before its suffix, up to trillions', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 999e12, noNaN: true }), (value) => {
        const shown = abbreviateFigure(value);
        const match = /^(\d+(?:\.\d\d)?)([kmbt]?)$/.exec(shown);
        expect(match).not.toBeNull();
        expect(Number(match![1])).toBeLessThan(1000);
        if (match![2]) expect(match![1]).toMatch(/\.\d\d$/);
      }),
    );
  });
});

describe('formatFigure', () => {
  it('puts currency signs before the figure and other units after it', () => {
    expect(formatFigure(1_250_000, '$')).toBe('$1.25m');
    expect(formatFigure(18_400_000, 'views')).toBe('18.40m views');
    expect(formatFigure(64, '')).toBe('64');
  });
});

describe('barHeightPx', () => {
  it('gives 60 px per order of magnitude', () => {
    expect(barHeightPx(10)).toBe(60);
    expect(barHeightPx(1000)).toBe(180);
    expect(barHeightPx(1_000_000)).toBe(360);
  });

  it('caps bars at 400 px and never goes below 0', () => {
    expect(barHeightPx(18_400_000)).toBe(400);
    expect(barHeightPx(1e15)).toBe(400);
    expect(barHeightPx(0)).toBe(0);
    expect(barHeightPx(0.5)).toBe(0);
  });

  it('grows with the figure', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e15, noNaN: true }),
        fc.double({ min: 0, max: 1e15, noNaN: true }),
        (a, b) => {
          if (a <= b) expect(barHeightPx(a)).toBeLessThanOrEqual(barHeightPx(b));
        },
      ),
    );
  });
});

describe('defaultActiveKey', () => {
  it("opens on 'Payouts' when it is there, else on the first figure", () => {
    expect(defaultActiveKey(['Views', 'Payouts', 'Videos'])).toBe('Payouts');
    expect(defaultActiveKey(['Views', 'Videos'])).toBe('Views');
    expect(defaultActiveKey([])).toBeUndefined();
  });
});

describe('statsSinceLabel', () => {
  it('names the month the figures start from', () => {
    expect(statsSinceLabel()).toBe('January 2025');
    expect(statsSinceLabel('2026-11')).toBe('November 2026');
  });
});
