import type { Product } from '../../../common/pricing';

/**
 * A credit as a person says it, for button names: "10-minute edit", "3-minute short",
 * "thumbnail".
 */
export function creditNoun(product: Product, minutes: number | null): string {
  if (minutes === null) return 'thumbnail';
  return `${minutes}-minute ${product === 'Shorts Edit' ? 'short' : 'edit'}`;
}
