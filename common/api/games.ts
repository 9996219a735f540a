import { z } from 'zod';
import { requiredMessage } from '../errors.js';
import { ownershipLimits as L } from '../limits.js';
import { isMonth } from '../ownership.js';
import { defineRoute } from './contract.js';
import { requiredOr } from './fields.js';

// Game Manager and Ownership Booster (docs/product.md §1, §2 /dashboard/games, §3 Game, §9): partnerships
// with the agency's games, promotion videos sent for review, the monthly review and close that
// set next month's shares. The rules themselves are in common/ownership.ts and docs/ownership.md.

/** A month, `YYYY-MM` (UTC). */
export const MonthText = z
  .string(requiredOr('Expected a month (YYYY-MM).'))
  .refine(isMonth, 'Expected a month (YYYY-MM).');

/** A calendar day, `YYYY-MM-DD`. */
const DayText = z
  .string(requiredOr('Expected a date (YYYY-MM-DD).'))
  .trim()
  .min(1, requiredMessage)
  .pipe(z.iso.date('Expected a date (YYYY-MM-DD).'));

const youtubeHosts = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const videoIdPattern = /^[A-Za-z0-9_-]{11}$/;

/**
 * The YouTube video id of an https link to one video (youtube.com/watch?v=…, /shorts/…, /live/…,
 * /embed/…, or youtu.be/…), or null for anything else: other schemes, other hosts, channels,
 * playlists.
 */
export function youtubeVideoId(link: string): string | null {
  // Parsed by hand: common/ runs without the DOM's or Node's URL.
  const match = /^https:\/\/([^/?#]+)(\/[^?#]*)?(?:\?([^#]*))?(?:#.*)?$/i.exec(link.trim());
  if (!match) return null;
  const host = (match[1] ?? '').toLowerCase();
  // Userinfo and ports are refused: `https://youtube.com@evil.example/` is not YouTube.
  if (/[@:]/.test(host)) return null;
  const segments = (match[2] ?? '').split('/');
  const query = match[3] ?? '';
  let id: string | undefined;
  if (host === 'youtu.be') id = segments[1];
  else if (youtubeHosts.has(host)) {
    const [, first, second] = segments;
    if (first === 'watch' && segments.length === 2)
      id = query
        .split('&')
        .find((pair) => pair.startsWith('v='))
        ?.slice(2);
    else if (first === 'shorts' || first === 'live' || first === 'embed') id = second;
  }
  return id && videoIdPattern.test(id) ? id : null;
}

/** The one address stored and shown for a YouTube video, whatever form of link was sent. */
export function canonicalVideoUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${videoId}`;
}

/** One promotion video of a Booster form: its https YouTube link and the day it was published. */
export const PromotionVideo = z.object({
  url: z
    .string(requiredOr('Expected text.'))
    .trim()
    .min(1, { message: requiredMessage, abort: true })
    .max(L.videoUrlMax, { message: `At most ${L.videoUrlMax} characters.`, abort: true })
    .refine((v) => youtubeVideoId(v) !== null, {
      message:
        'Enter an https YouTube video link (youtube.com/watch?v=…, youtu.be/… or /shorts/…).',
    }),
  publishedOn: DayText,
});
export type PromotionVideo = z.infer<typeof PromotionVideo>;

/**
 * Body of POST /api/games/:gameId/boosts, the Ownership Booster form: 1 to 10 promotion videos,
 * each video once, and an optional note for the reviewer.
 */
export const BoostForm = z
  .object({
    videos: z
      .array(PromotionVideo, requiredOr('Expected a list of videos.'))
      .min(1, 'Add at least one video link.')
      .max(L.linksPerBoostMax, `At most ${L.linksPerBoostMax} links at a time.`),
    note: z
      .string('Expected text.')
      .trim()
      .max(L.boostNoteMax, `At most ${L.boostNoteMax} characters.`)
      .refine(
        (v) => !/\p{Cc}/u.test(v.replace(/[\n\r\t]/g, '')),
        'Control characters are not allowed.',
      )
      .default(''),
  })
  .superRefine((form, ctx) => {
    const seen = new Set<string>();
    form.videos.forEach((video, index) => {
      const id = youtubeVideoId(video.url);
      if (!id) return;
      if (seen.has(id))
        ctx.addIssue({
          code: 'custom',
          path: ['videos', index, 'url'],
          message: 'This video is already in the form; each video counts once.',
        });
      seen.add(id);
    });
  });
export type BoostForm = z.infer<typeof BoostForm>;

/** Path of the routes about one game. */
export const GameParams = z.object({
  gameId: z.string(requiredOr('Expected a game id.')).max(64, 'Unknown game.'),
});
export type GameParams = z.infer<typeof GameParams>;

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
  refusal: PartnerRefusal.nullable(),
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

// --- Admin review ------------------------------------------------------------------------------

/** Query of GET /api/games/review: the month to review, the current one when left out. */
export const ReviewQuery = z.object({ month: MonthText.optional() });
export type ReviewQuery = z.infer<typeof ReviewQuery>;

/** Someone named on the review screen. */
export const ReviewPerson = z.object({ uid: z.string(), name: z.string(), username: z.string() });
export type ReviewPerson = z.infer<typeof ReviewPerson>;

/** A partner of a game in the reviewed month, with the share it gives them next month. */
export const ReviewPartner = ReviewPerson.extend({
  plan: TermsLabel,
  minBp: z.number(),
  maxBp: z.number(),
  approvedVideos: z.number(),
  pendingVideos: z.number(),
  /** Next month's starting share: confirmed after the close, projected before. */
  nextStartBp: z.number(),
  nextStatus: z.enum(['confirmed', 'projected', 'not_included']),
});
export type ReviewPartner = z.infer<typeof ReviewPartner>;

/** A promotion video on the review screen. */
export const ReviewVideo = z.object({
  id: z.string(),
  url: z.string(),
  videoId: z.string(),
  publishedOn: z.string(),
  status: VideoStatus,
  reviewedAt: z.string().nullable(),
});
export type ReviewVideo = z.infer<typeof ReviewVideo>;

/** One Booster form as sent. */
export const ReviewSubmission = z.object({
  id: z.string(),
  partner: ReviewPerson,
  note: z.string(),
  submittedAt: z.string(),
  videos: z.array(ReviewVideo),
});
export type ReviewSubmission = z.infer<typeof ReviewSubmission>;

/** A game's part of the review. */
export const ReviewGame = z.object({
  gameId: z.string(),
  /** The sum of next month's starting shares, never above 10000 (the whole pool). */
  nextPoolBp: z.number(),
  partners: z.array(ReviewPartner),
  submissions: z.array(ReviewSubmission),
});
export type ReviewGame = z.infer<typeof ReviewGame>;

/** Answer of GET /api/games/review and of a close: one month's review. */
export const MonthReview = z.object({
  month: z.string(),
  currentMonth: z.string(),
  /** The months the screen offers, newest first. */
  months: z.array(z.string()),
  closed: z.object({ at: z.string(), by: z.string().nullable() }).nullable(),
  pendingVideos: z.number(),
  games: z.array(ReviewGame),
});
export type MonthReview = z.infer<typeof MonthReview>;

/** Answer of POST /api/games/months/:month/close. */
export const CloseResponse = MonthReview.extend({
  /** True when the month was closed before: nothing changed. */
  alreadyClosed: z.boolean(),
});
export type CloseResponse = z.infer<typeof CloseResponse>;

/** Path of PATCH /api/games/videos/:videoId. */
export const VideoParams = z.object({ videoId: z.uuid(requiredOr('Expected a video id.')) });
export type VideoParams = z.infer<typeof VideoParams>;

/** Body of PATCH /api/games/videos/:videoId: the Admin's decision. */
export const VideoDecision = z.object({
  status: z.enum(['approved', 'rejected'], requiredOr('Choose approved or rejected.')),
});
export type VideoDecision = z.infer<typeof VideoDecision>;

/** Path of the close route. */
export const MonthParams = z.object({ month: MonthText });
export type MonthParams = z.infer<typeof MonthParams>;

/** The routes of the Game Manager, the Ownership Booster and the monthly review. */
export const gameRoutes = {
  mine: defineRoute({
    method: 'GET',
    path: '/api/games/mine',
    auth: true,
    response: MyGamesResponse,
  }),
  partner: defineRoute({
    method: 'POST',
    path: '/api/games/:gameId/partnership',
    auth: true,
    params: GameParams,
    response: PartnershipResponse,
  }),
  boost: defineRoute({
    method: 'POST',
    path: '/api/games/:gameId/boosts',
    auth: true,
    params: GameParams,
    body: BoostForm,
    response: BoostResponse,
  }),
  review: defineRoute({
    method: 'GET',
    path: '/api/games/review',
    auth: true,
    query: ReviewQuery,
    response: MonthReview,
  }),
  decide: defineRoute({
    method: 'PATCH',
    path: '/api/games/videos/:videoId',
    auth: true,
    params: VideoParams,
    body: VideoDecision,
    response: ReviewVideo,
  }),
  close: defineRoute({
    method: 'POST',
    path: '/api/games/months/:month/close',
    auth: true,
    params: MonthParams,
    response: CloseResponse,
  }),
} as const;
