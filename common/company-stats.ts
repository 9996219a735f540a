import { siteLimits } from './limits.js';

const suffixes = ['', 'k', 'm', 'b', 't'] as const;
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * A figure as the company chart shows it (docs/product.md §9): thousands and up abbreviated k, m, b or t
 * with 2 decimals ('1.25m'); smaller figures as they are, with 2 decimals only when not whole.
 */
export function abbreviateFigure(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  let tier = 0;
  while (tier < suffixes.length - 1 && abs >= 1000 ** (tier + 1)) tier += 1;
  let scaled = round2(abs / 1000 ** tier);
  // 999,999 rounds to 1000.00k: show it in the next step up, as 1.00m.
  if (scaled >= 1000 && tier < suffixes.length - 1) {
    tier += 1;
    scaled = round2(abs / 1000 ** tier);
  }
  if (tier === 0) return `${sign}${Number.isInteger(scaled) ? scaled : scaled.toFixed(2)}`;
  return `${sign}${scaled.toFixed(2)}${suffixes[tier]}`;
}

const prefixUnits = new Set(['$', '€', '£', '¥']);

/**
 * A written figure with its unit: currency signs go before it ('$1.25m'), any other unit after it
 * ('18.40m views').
 */
export function withUnit(figure: string, unit: string): string {
  if (!unit) return figure;
  return prefixUnits.has(unit) ? `${unit}${figure}` : `${figure} ${unit}`;
}

/** A figure with its unit, abbreviated: '$1.25m', '3.12k videos', '64 partners'. */
export function formatFigure(value: number, unit: string): string {
  return withUnit(abbreviateFigure(value), unit);
}

/**
 * Height in pixels of a figure's bar: 60 px per unit, capped at 400 px (docs/product.md §9). The unit is one
 * order of magnitude (log10 of the figure), so figures as far apart as 64 partners and 18 million
 * views share one chart: a linear scale would put every figure over 7 at the 400 px cap.
 */
export function barHeightPx(value: number): number {
  const magnitude = value > 1 ? Math.log10(value) : 0;
  const px = magnitude * siteLimits.barPxPerUnit;
  return Math.round(Math.min(siteLimits.barMaxPx, Math.max(0, px)));
}

/** The bar the chart opens on: 'Payouts' when there is one (docs/product.md §4), else the first. */
export function defaultActiveKey(keys: readonly string[]): string | undefined {
  return keys.find((key) => key.toLowerCase() === 'payouts') ?? keys[0];
}

/** 'January 2025': the month the stats cover figures from. */
export function statsSinceLabel(since: string = siteLimits.statsSince): string {
  const [year, month] = since.split('-').map(Number);
  const months = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ];
  return `${months[(month ?? 1) - 1] ?? 'January'} ${year ?? 2025}`;
}
