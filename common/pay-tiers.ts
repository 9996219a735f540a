/** One row of the freelancer pay table (docs/product.md §9); every amount in integer cents. */
export type PayTier = {
  tier: 1 | 2 | 3;
  /** Per edited video of 10 minutes. */
  videoEditPer10MinCents: number;
  /** Per short of 60 seconds. */
  shortPer60sCents: number;
  /** Per thumbnail. */
  thumbnailCents: number;
  /** The least an order pays, however small. */
  minimumPerOrderCents: number;
};

/** What editors and thumbnail artists are paid per job, by tier (docs/product.md §9). */
export const payTiers: readonly PayTier[] = [
  {
    tier: 1,
    videoEditPer10MinCents: 1000,
    shortPer60sCents: 500,
    thumbnailCents: 500,
    minimumPerOrderCents: 500,
  },
  {
    tier: 2,
    videoEditPer10MinCents: 1500,
    shortPer60sCents: 750,
    thumbnailCents: 500,
    minimumPerOrderCents: 500,
  },
  {
    tier: 3,
    videoEditPer10MinCents: 2000,
    shortPer60sCents: 1000,
    thumbnailCents: 500,
    minimumPerOrderCents: 500,
  },
];
