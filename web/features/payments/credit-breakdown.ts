import type { EditCreditRow } from '../../../common/api/payments';
import { compareCodeUnits } from '../../lib/compare';

/** How many unused edit credits of one product and length a Partner has. */
export type CreditGroup = { product: EditCreditRow['Product']; minutes: number; count: number };

/**
 * Unused edit credits counted per product and length, Video Edits before Shorts and shorter
 * before longer: a 10-minute and a 60-minute edit are not interchangeable on an order.
 */
export function groupEditCredits(rows: readonly EditCreditRow[]): CreditGroup[] {
  const groups = new Map<string, CreditGroup>();
  for (const row of rows) {
    const key = `${row.Product}:${row.Duration}`;
    const group = groups.get(key) ?? { product: row.Product, minutes: row.Duration, count: 0 };
    group.count += 1;
    groups.set(key, group);
  }
  return [...groups.values()].sort(
    (a, b) => compareCodeUnits(b.product, a.product) || a.minutes - b.minutes,
  );
}
