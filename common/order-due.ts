import { accountLimits } from './limits.js';

const dayMs = 86_400_000;

/** A staff member's speeds in days, either unset. */
export type Speeds = { editSpeed: number | null; thumbnailSpeed: number | null };

/**
 * How many days an order of this kind gets from this staff member (docs/product.md §9): their
 * edit or thumbnail speed, or the slowest the sign-up form allows when it is unset.
 */
export function orderSpeedDays(type: 'Edit' | 'Thumbnail', speeds: Speeds | null | undefined) {
  return type === 'Edit'
    ? (speeds?.editSpeed ?? accountLimits.editSpeedMaxDays)
    : (speeds?.thumbnailSpeed ?? accountLimits.thumbnailSpeedMaxDays);
}

/** When an order placed at `now` with `speedDays` is due. */
export function orderDueAt(now: Date, speedDays: number): Date {
  return new Date(now.getTime() + speedDays * dayMs);
}
