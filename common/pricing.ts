/**
 * The shop's catalogue and price rules (docs/product.md §3 Catalog, §9), in integer cents. The browser shows
 * these figures; the server recomputes every price from them and never trusts a total it is sent.
 */

import type { Plan } from './account-types.js';

/** What a Partner can buy, in the catalogue's order. */
export const productNames = ['Shorts Edit', 'Video Edit', 'Video Thumbnail'] as const;
/** One of `productNames`. */
export type Product = (typeof productNames)[number];

/** The two kinds of credit a purchase adds: Shorts and Video Edits are both edits. */
export type CreditKind = 'edit' | 'thumbnail';

/** The plans whose prices differ (docs/product.md §9); an account without a plan pays Standard. */
export type PricePlan = Plan;

/**
 * What each plan pays (docs/product.md §9), in cents: a Video Edit per minute of finished video, and one
 * Video Thumbnail. The catalogues below and the pricing page's plan cards are built from these.
 */
export const planPrices = {
  Standard: { editPerMinuteCents: 80, thumbnailCents: 400 },
  Premium: { editPerMinuteCents: 190, thumbnailCents: 750 },
} as const satisfies Record<PricePlan, { editPerMinuteCents: number; thumbnailCents: number }>;

/** One option of a service, such as the Duration of an edit, and the values it may take. */
export type CatalogOption = {
  name: 'Duration';
  /** Unit of the value, shown after it. */
  unit: 'min';
  default: number;
  /** Every value the option accepts, in increasing order. */
  allowed: readonly number[];
};

/** A service of the catalogue (docs/product.md §3): cost per unit, unit, additive rule, min and options. */
export type CatalogService = {
  name: Product;
  kind: CreditKind;
  description: string;
  /** Key of the artwork the shop shows for it. */
  image: 'shorts' | 'video' | 'thumbnail';
  /** Price of one unit (a minute or an item), in cents. */
  cost: number;
  unit: 'min' | 'unit';
  /** Additive pricing: the first `firstValue` units cost `min`, each further unit `cost`. */
  additive: boolean;
  /** The least a line costs per item, in cents (docs/product.md §9: default 4). */
  min: number;
  /** With `additive`: how many units `min` already pays for. */
  firstValue: number;
  options: readonly CatalogOption[];
};

/** docs/product.md §9: a line never costs less than its min, 4 dollars unless the service says otherwise. */
export const defaultLineMinCents = 400;

/** The commission an Affiliate earns on each paid purchase of a Partner they referred (docs/product.md §6, §9). */
export const commissionPercent = 20;

/** Days a commission stays pending (refunds still possible) before it is payable. */
export const commissionPendingDays = 14;

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

const standardCatalog: readonly CatalogService[] = [
  {
    name: 'Shorts Edit',
    kind: 'edit',
    description: 'A vertical short cut from your footage, 1 to 5 minutes long.',
    image: 'shorts',
    cost: 50,
    unit: 'min',
    additive: true,
    min: defaultLineMinCents,
    firstValue: 1,
    options: [{ name: 'Duration', unit: 'min', default: 1, allowed: range(1, 5) }],
  },
  {
    name: 'Video Edit',
    kind: 'edit',
    description: 'A full edit of one video: cuts, pacing, captions, music and effects.',
    image: 'video',
    cost: planPrices.Standard.editPerMinuteCents,
    unit: 'min',
    additive: false,
    min: defaultLineMinCents,
    firstValue: 0,
    options: [{ name: 'Duration', unit: 'min', default: 10, allowed: [5, 10, 15, 20, 25, 60] }],
  },
  {
    name: 'Video Thumbnail',
    kind: 'thumbnail',
    description: 'A custom thumbnail designed to be clicked.',
    image: 'thumbnail',
    cost: planPrices.Standard.thumbnailCents,
    unit: 'unit',
    additive: false,
    min: defaultLineMinCents,
    firstValue: 0,
    options: [],
  },
];

/** Premium pays $1.90 a minute for edits instead of $0.80 (docs/product.md §9); Shorts scale by the same ratio. */
const premiumEditRatio =
  planPrices.Premium.editPerMinuteCents / planPrices.Standard.editPerMinuteCents;

const premiumCatalog: readonly CatalogService[] = standardCatalog.map((service) => {
  switch (service.name) {
    case 'Video Edit':
      return { ...service, cost: planPrices.Premium.editPerMinuteCents };
    case 'Video Thumbnail':
      return { ...service, cost: planPrices.Premium.thumbnailCents };
    case 'Shorts Edit':
      // 50 x 2.375 = 118.75 and 400 x 2.375 = 950 cents: rounded to whole cents, half up.
      return {
        ...service,
        cost: Math.round(service.cost * premiumEditRatio),
        min: Math.round(service.min * premiumEditRatio),
      };
  }
});

/** The catalogue with the prices of a plan; anything but Premium pays Standard. */
export function catalogFor(plan: PricePlan | null | undefined): readonly CatalogService[] {
  return plan === 'Premium' ? premiumCatalog : standardCatalog;
}

/** The service of that name in a plan's catalogue, if it exists. */
export function findService(
  plan: PricePlan | null | undefined,
  name: string,
): CatalogService | undefined {
  return catalogFor(plan).find((service) => service.name === name);
}

/** docs/product.md §9 'total args': the sum of the option values, or 1 for a service without options. */
export function totalArgs(args: readonly number[]): number {
  return args.length === 0 ? 1 : args.reduce((sum, value) => sum + value, 0);
}

/** Why a line's options do not fit its service, or undefined when they do. */
export function invalidArgs(service: CatalogService, args: readonly number[]): string | undefined {
  if (args.length !== service.options.length)
    return service.options.length === 0
      ? `${service.name} has no options.`
      : `${service.name} needs a ${service.options.map((o) => o.name).join(' and ')}.`;
  for (const [i, option] of service.options.entries()) {
    const value = args[i];
    if (value === undefined || !option.allowed.includes(value))
      return `${option.name} of a ${service.name} must be one of ${option.allowed.join(', ')} ${option.unit}.`;
  }
  return undefined;
}

/**
 * The price of one item of a line (docs/product.md §9): additive services cost min + cost x (total args -
 * first_value); the others cost x total args; never below the service's min.
 */
export function unitPriceCents(service: CatalogService, args: readonly number[]): number {
  const total = totalArgs(args);
  const raw = service.additive
    ? service.min + service.cost * (total - service.firstValue)
    : service.cost * total;
  return Math.max(raw, service.min);
}

/**
 * The price of a basket line: its unit price times the quantity. The floor applies per item, so
 * for quantity 1 it is exactly docs/product.md §9's 'never below the line's min'.
 */
export function linePriceCents(
  service: CatalogService,
  args: readonly number[],
  quantity: number,
): number {
  return unitPriceCents(service, args) * quantity;
}

/** A line of a basket as both sides know it: which service, which options, how many. */
export type BasketLine = { name: string; args: readonly number[]; quantity: number };

/** The basket total: the sum of its lines at the plan's prices. Throws on an unknown service. */
export function basketTotalCents(
  plan: PricePlan | null | undefined,
  lines: readonly BasketLine[],
): number {
  return lines.reduce((sum, line) => {
    const service = findService(plan, line.name);
    if (!service) throw new Error(`Unknown service '${line.name}'`);
    return sum + linePriceCents(service, line.args, line.quantity);
  }, 0);
}

/** The id of a basket line (docs/product.md §3: the name joined with the args). */
export function basketLineId(name: string, args: readonly number[]): string {
  return [name, ...args].join('-');
}

/** An Affiliate's commission on a paid amount: 20%, rounded to the nearest cent. */
export function commissionCents(amountCents: number): number {
  return Math.round((amountCents * commissionPercent) / 100);
}

/** Cents as dollars for people: 1234 -> '$12.34'. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** How a credit's product and duration read: 'Video Edit (10 min)', 'Video Thumbnail'. */
export function describeCredit(product: Product, durationMinutes: number | null): string {
  return durationMinutes === null ? product : `${product} (${durationMinutes} min)`;
}
