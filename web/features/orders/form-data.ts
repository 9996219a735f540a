import type { z } from 'zod';
import type { OrderType } from '../../../common/api/orders';
import type { EditCreditRow, EditProduct } from '../../../common/api/payments';
import type { TeamMember, TeamRole } from '../../../common/api/teams';
import { errorCatalogue, requiredMessage } from '../../../common/errors';
import { allUploadsFinished, type UploadedFile } from '../drive/public';
import { compareCodeUnits } from '../../lib/compare';

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
            : compareCodeUnits(a.product, b.product),
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

/**
 * Why the uploads hold the form back, or null: a failed upload, or one still going (docs/product.md
 * §5). An empty list holds nothing back here; each form says on its own when files are required.
 */
export function uploadsBlockedReason(files: readonly UploadedFile[]): string | null {
  if (files.some((f) => f.state === 'failed'))
    return 'An upload failed: retry it or remove it to continue.';
  if (files.length > 0 && !allUploadsFinished(files)) return 'Waiting for every upload to finish.';
  return null;
}

/**
 * The message of a body the contract refuses before it is sent: the first issue's, with the
 * schema's generic "required" said as the catalogue's "form incomplete".
 */
export function localRefusal(error: z.core.$ZodError): string {
  const message = error.issues[0]?.message ?? requiredMessage;
  return message === requiredMessage ? errorCatalogue.form_incomplete.message : message;
}
