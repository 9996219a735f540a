import { payTiers, type PayTier } from './pay-tiers.js';
import type { Product } from './pricing.js';

/** What a delivered job is, as far as its pay is concerned. */
export type PaidJob = {
  type: 'Edit' | 'Thumbnail';
  /** The edit credit spent (Video Edit or Shorts Edit); null for thumbnails and revisions. */
  product: Product | null;
  /** Minutes of the edit; null for thumbnails and revisions. */
  durationMinutes: number | null;
  isRevision: boolean;
};

/** The pay table row of a tier; an unknown tier is paid as tier 1 (the default, docs/product.md §9). */
export function payTierOf(tier: number | null | undefined): PayTier {
  return payTiers.find((row) => row.tier === tier) ?? (payTiers[0] as PayTier);
}

/**
 * What a staff member earns for one delivered job by the docs/product.md §9 tier table, in cents: a Video
 * Edit is paid per 10 minutes (pro rata, rounded to the cent), a Shorts Edit per 60 seconds, a
 * thumbnail at its flat rate, a revision at the per-order minimum; never below that minimum.
 */
export function staffPayCents(job: PaidJob, tier: number | null | undefined): number {
  const rates = payTierOf(tier);
  const minimum = rates.minimumPerOrderCents;
  let amount = minimum;
  if (job.isRevision) amount = minimum;
  else if (job.type === 'Thumbnail') amount = rates.thumbnailCents;
  else if (job.durationMinutes !== null && job.durationMinutes > 0)
    amount =
      job.product === 'Shorts Edit'
        ? rates.shortPer60sCents * job.durationMinutes
        : Math.round((rates.videoEditPer10MinCents * job.durationMinutes) / 10);
  return Math.max(minimum, amount);
}
