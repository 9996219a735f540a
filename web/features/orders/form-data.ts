import type { OrderType } from '../../../common/api/orders';
import type { EditCreditRow, EditProduct } from '../../../common/api/payments';
import type { TeamMember, TeamRole } from '../../../common/api/teams';

/** One choice of the duration select: equal credit rows grouped, with how many are left. */
export type CreditOption = {
  /** `Video Edit|10`: the select's value. */
  value: string;
  duration: number;
  product: EditProduct;
  left: number;
  /** `10 min Video Edit (2 left)` */
  label: string;
};

/** The value of the duration select for a duration and product. */
export const creditValue = (product: EditProduct, duration: number) => `${product}|${duration}`;

/** Unused edit credits grouped by product and duration, Video Edits first, shortest first. */
export function creditOptions(rows: readonly EditCreditRow[]): CreditOption[] {
  const groups = new Map<string, CreditOption>();
  for (const row of rows) {
    const value = creditValue(row.Product, row.Duration);
    const group = groups.get(value);
    if (group) group.left += 1;
    else
      groups.set(value, {
        value,
        duration: row.Duration,
        product: row.Product,
        left: 1,
        label: '',
      });
  }
  return [...groups.values()]
    .sort((a, b) =>
      a.product === b.product
        ? a.duration - b.duration
        : a.product === 'Video Edit'
          ? -1
          : b.product === 'Video Edit'
            ? 1
            : a.product.localeCompare(b.product),
    )
    .map((option) => ({
      ...option,
      label: `${option.duration} min ${option.product} (${option.left} left)`,
    }));
}

/** A staff member as the editor and artist selects show them: `Eddie · 3-day edits`. */
export function staffLabel(member: TeamMember, role: TeamRole): string {
  const days = role === 'Editor' ? member.editSpeed : member.thumbnailSpeed;
  const what = role === 'Editor' ? 'edits' : 'thumbnails';
  return days === null ? `${member.name} · ${what}` : `${member.name} · ${days}-day ${what}`;
}

/** The upload kind an order of this type delivers: videos for an edit, images for a thumbnail. */
export const uploadKindOf = (type: OrderType) => (type === 'Edit' ? 'video' : 'image');
