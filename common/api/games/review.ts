import { z } from 'zod/mini';
import { ownershipLimits as L } from '../../limits.js';
import { plainText, required } from '../fields.js';
import { MonthText } from './booster.js';
import { TermsLabel, VideoStatus } from './partnerships.js';

// --- Admin review ------------------------------------------------------------------------------

/** Query of GET /api/games/review: the month to review, the current one when left out. */
export const ReviewQuery = z.object({ month: z.optional(MonthText) });
export type ReviewQuery = z.infer<typeof ReviewQuery>;

/** Someone named on the review screen. */
export const ReviewPerson = z.object({ uid: z.string(), name: z.string(), username: z.string() });
export type ReviewPerson = z.infer<typeof ReviewPerson>;

/** A partner of a game in the reviewed month, with the share it gives them next month. */
export const ReviewPartner = z.extend(ReviewPerson, {
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

/** What YouTube (or the sandbox) says about a promotion video, so a reviewer need not open it. */
export const VideoFacts = z.object({
  title: z.string(),
  channel: z.string(),
  /** Null when the channel hides it. */
  views: z.nullable(z.number()),
  /** An https image on YouTube's image host; null in the sandbox. */
  thumbnailUrl: z.nullable(z.string()),
});
export type VideoFacts = z.infer<typeof VideoFacts>;

/** Where the review's video facts come from: YouTube's Data API, made-up sandbox data, or none. */
export const VideoFactsSource = z.enum(['youtube', 'sandbox', 'none']);
export type VideoFactsSource = z.infer<typeof VideoFactsSource>;

/** A promotion video on the review screen. */
export const ReviewVideo = z.object({
  id: z.string(),
  url: z.string(),
  videoId: z.string(),
  publishedOn: z.string(),
  status: VideoStatus,
  reviewedAt: z.nullable(z.string()),
  /** The reason given with a rejection, which the partner reads. */
  reason: z.nullable(z.string()),
  /** Null when the source does not know the video (deleted, private) or did not answer. */
  facts: z.nullable(VideoFacts),
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
  closed: z.nullable(z.object({ at: z.string(), by: z.nullable(z.string()) })),
  pendingVideos: z.number(),
  videoFacts: VideoFactsSource,
  games: z.array(ReviewGame),
});
export type MonthReview = z.infer<typeof MonthReview>;

/** Answer of POST /api/games/months/:month/close. */
export const CloseResponse = z.extend(MonthReview, {
  /** True when the month was closed before: nothing changed. */
  alreadyClosed: z.boolean(),
});
export type CloseResponse = z.infer<typeof CloseResponse>;

/** Path of PATCH /api/games/videos/:videoId. */
export const VideoParams = z.object({ videoId: required(z.uuid('Expected a video id.')) });
export type VideoParams = z.infer<typeof VideoParams>;

/** Body of PATCH /api/games/videos/:videoId: the Admin's decision; a rejection says why. */
export const VideoDecision = z
  .object({
    status: required(z.enum(['approved', 'rejected'], 'Choose approved or rejected.')),
    reason: z.optional(
      plainText()
        .check(z.trim())
        .check(z.maxLength(L.rejectReasonMax, `At most ${L.rejectReasonMax} characters.`)),
    ),
  })
  .check(
    z.superRefine((d, ctx) => {
      if (d.status === 'rejected' && !d.reason)
        ctx.addIssue({
          code: 'custom',
          path: ['reason'],
          message: 'Say why the video is rejected; the partner reads it.',
        });
    }),
  );
export type VideoDecision = z.infer<typeof VideoDecision>;

/** Path of the close route. */
export const MonthParams = z.object({ month: MonthText });
export type MonthParams = z.infer<typeof MonthParams>;
