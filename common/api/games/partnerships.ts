import { z } from 'zod/mini';

/** How a month's share came about (common/ownership.ts ShareStatus). */
export const ShareStatus = z.enum(['confirmed', 'provisional', 'not_included', 'projected']);
export type ShareStatus = z.infer<typeof ShareStatus>;

/** One month of a partnership's share: where it starts, where it decays to, and every day. */
export const MonthCurve = z.object({
  month: z.string(),
  status: ShareStatus,
  startBp: z.number(),
  floorBp: z.number(),
  /** The share on each day of the month, day 1 first, in hundredths of a percent of the pool. */
  days: z.array(z.number()),
});
export type MonthCurve = z.infer<typeof MonthCurve>;

/** Where a promotion video stands in the review. */
export const VideoStatus = z.enum(['pending', 'approved', 'rejected']);
export type VideoStatus = z.infer<typeof VideoStatus>;

/** A promotion video as its Partner sees it. */
export const SubmittedVideo = z.object({
  id: z.string(),
  url: z.string(),
  videoId: z.string(),
  publishedOn: z.string(),
  /** The month whose review it counts in. */
  month: z.string(),
  status: VideoStatus,
  /** Why the reviewer rejected it; null unless rejected with a reason. */
  reason: z.nullable(z.string()),
  submittedAt: z.string(),
});
export type SubmittedVideo = z.infer<typeof SubmittedVideo>;

/** One of the caller's partnerships on the Games page ('Your Games'). */
export const MyGame = z.object({
  gameId: z.string(),
  since: z.string(),
  /** Today's share, in hundredths of a percent of the game's pool. */
  todayBp: z.number(),
  thisMonth: MonthCurve,
  /** Confirmed once this month is closed; until then a projection from the approved videos. */
  nextMonth: MonthCurve,
  /** Videos of the month that counts toward next month's share. */
  approvedVideos: z.number(),
  pendingVideos: z.number(),
  videos: z.array(SubmittedVideo),
});
export type MyGame = z.infer<typeof MyGame>;

/** Why a game cannot be partnered now. */
export const PartnerRefusal = z.enum(['partnership_exists', 'partnership_limit', 'game_pool_full']);
export type PartnerRefusal = z.infer<typeof PartnerRefusal>;

/** A game as the 'Available Games' list shows it. */
export const AvailableGame = z.object({
  gameId: z.string(),
  partners: z.number(),
  partnered: z.boolean(),
  /** Null when the caller may partner with it now. */
  refusal: z.nullable(PartnerRefusal),
});
export type AvailableGame = z.infer<typeof AvailableGame>;

/** The name of a set of ownership terms: a Partner's plan, or Affiliate. */
export const TermsLabel = z.enum(['Standard', 'Premium', 'Affiliate']);
export type TermsLabel = z.infer<typeof TermsLabel>;

/** The caller's ownership terms (docs/product.md §9) and how many partnerships they use. */
export const TermsView = z.object({
  label: TermsLabel,
  minBp: z.number(),
  maxBp: z.number(),
  partnerships: z.number(),
  used: z.number(),
});
export type TermsView = z.infer<typeof TermsView>;

/** Answer of GET /api/games/mine: everything the Games page of a Partner or Affiliate shows. */
export const MyGamesResponse = z.object({
  today: z.string(),
  month: z.string(),
  /** The month new Booster submissions count in: this one, or the next once this one is closed. */
  openMonth: z.string(),
  terms: TermsView,
  games: z.array(MyGame),
  available: z.array(AvailableGame),
});
export type MyGamesResponse = z.infer<typeof MyGamesResponse>;

/** Answer of POST /api/games/:gameId/partnership. */
export const PartnershipResponse = z.object({ gameId: z.string(), since: z.string() });
export type PartnershipResponse = z.infer<typeof PartnershipResponse>;

/** Answer of POST /api/games/:gameId/boosts: the stored submission. */
export const BoostResponse = z.object({
  id: z.string(),
  gameId: z.string(),
  month: z.string(),
  videos: z.array(SubmittedVideo),
});
export type BoostResponse = z.infer<typeof BoostResponse>;
