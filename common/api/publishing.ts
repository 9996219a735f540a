import { z } from 'zod/mini';
import { defineRoute } from './contract.js';
import { startConsentRoute, startResultsConsentRoute } from './publishing-home.js';
import { plainText, required, text } from './fields.js';

// Publishing an accepted delivery to the Partner's YouTube channel (docs/publishing.md).

/** Where Google sends the browser back after the upload consent. */
export const publishConsentCallbackPath = '/api/youtube/consent/callback';

/** The visibilities a Partner picks; `scheduled` is private until `publishAt`. */
export const visibilities = ['private', 'unlisted', 'public', 'scheduled'] as const;
export type Visibility = (typeof visibilities)[number];

/**
 * Where a publication stands: waiting for an instance to take it, sending bytes, setting the
 * thumbnail, on YouTube, or stopped by a failure (its `error` says which and whether to retry).
 */
export const publicationStates = [
  'queued',
  'uploading',
  'thumbnail',
  'published',
  'failed',
] as const;
export type PublicationState = (typeof publicationStates)[number];

/** The thumbnail of a publication: none asked, waiting, set on YouTube, or refused by it. */
export const thumbnailStates = ['none', 'pending', 'set', 'refused'] as const;
export type ThumbnailState = (typeof thumbnailStates)[number];

/** YouTube's video categories a games agency's Partners use; the id is YouTube's. */
export const videoCategories = [
  { id: '20', name: 'Gaming' },
  { id: '24', name: 'Entertainment' },
  { id: '22', name: 'People & Blogs' },
  { id: '23', name: 'Comedy' },
  { id: '27', name: 'Education' },
  { id: '28', name: 'Science & Technology' },
  { id: '1', name: 'Film & Animation' },
  { id: '10', name: 'Music' },
  { id: '17', name: 'Sports' },
] as const;

// YouTube's own limits: a title of at most 100 characters, a description of at most 5,000, tags
// of at most 500 together; angle brackets are refused in both.
const noAngleBrackets = (v: string) => !/[<>]/.test(v);
const tagsMaxTotal = 500;

/** Body of POST /api/youtube/orders/:requestId/publications: what the video goes up with. */
export const PublishForm = z
  .object({
    title: text(100).check(z.refine(noAngleBrackets, 'No < or > in a YouTube title.')),
    description: plainText('Expected text.', { multiline: true })
      .check(z.maxLength(5000, 'At most 5,000 characters.'))
      .check(z.refine(noAngleBrackets, 'No < or > in a YouTube description.')),
    tags: z
      .array(text(100).check(z.refine((v) => !v.includes(','), 'A tag has no commas.')))
      .check(z.maxLength(50, 'At most 50 tags.'))
      .check(
        z.refine(
          (t) => t.join(',').length <= tagsMaxTotal,
          `At most ${tagsMaxTotal} characters of tags.`,
        ),
      ),
    categoryId: required(
      z.enum(videoCategories.map((c) => c.id) as [string, ...string[]], 'Pick a category.'),
    ),
    madeForKids: required(z.boolean('Say whether the video is made for kids.')),
    visibility: required(z.enum(visibilities, 'Pick a visibility.')),
    /** With `scheduled`: when it goes public, an ISO time (the page converts the Partner's zone). */
    publishAt: z.nullable(z.iso.datetime({ offset: true, message: 'Expected a date and time.' })),
    /** A delivered thumbnail of this video's thumbnail order, or null for YouTube's own. */
    thumbnailFileId: z.nullable(plainText().check(z.maxLength(100))),
  })
  .check(
    z.refine((f) => f.visibility !== 'scheduled' || f.publishAt !== null, {
      path: ['publishAt'],
      message: 'Pick when the video goes public.',
    }),
  );
export type PublishForm = z.infer<typeof PublishForm>;

/** A published video's figures on one day (UTC), from YouTube's videos.list. */
export const DayFigures = z.object({
  day: z.string(),
  views: z.number(),
  likes: z.nullable(z.number()),
  comments: z.nullable(z.number()),
});
export type DayFigures = z.infer<typeof DayFigures>;

/**
 * A published video's figures on one day (UTC) from the YouTube Analytics API: that day's views,
 * minutes watched, average view duration in seconds, and the thumbnail's impressions and their
 * click-through rate (a ratio, 0.05 is 5%; null when YouTube gave none).
 */
export const DayAnalytics = z.object({
  day: z.string(),
  views: z.number(),
  minutesWatched: z.number(),
  averageViewSeconds: z.number(),
  impressions: z.nullable(z.number()),
  impressionsCtr: z.nullable(z.number()),
});
export type DayAnalytics = z.infer<typeof DayAnalytics>;

/** One upload of an order's delivery to YouTube, as the Partner sees it. */
export const Publication = z.object({
  id: z.string(),
  requestId: z.string(),
  title: z.string(),
  visibility: z.enum(visibilities),
  publishAt: z.nullable(z.string()),
  state: z.enum(publicationStates),
  /** Bytes YouTube confirmed, of `size`. */
  bytesSent: z.number(),
  size: z.number(),
  youtubeVideoId: z.nullable(z.string()),
  /** The video's page on YouTube once published; null in the sandbox, which publishes nowhere. */
  videoUrl: z.nullable(z.string()),
  thumbnail: z.enum(thumbnailStates),
  /** A catalogue code when the upload stopped (`failed`) or the thumbnail was refused. */
  error: z.nullable(z.string()),
  /** A failed upload the Partner may try again (quota, a revoked consent given again, a cut). */
  canRetry: z.boolean(),
  sandbox: z.boolean(),
  createdAt: z.string(),
  publishedAt: z.nullable(z.string()),
  /** One a day for 28 days after publishing, oldest first; made up in the sandbox. */
  figures: z.array(DayFigures),
  /** From the Analytics API with the results consent, oldest first; made up in the sandbox. */
  analytics: z.array(DayAnalytics),
});
export type Publication = z.infer<typeof Publication>;

/**
 * The Partner's upload consent: whether one is held, whether it also lets Crewcast read the
 * videos' results (YouTube Analytics), and whether this is the sandbox.
 */
export const PublishConsent = z.object({
  connected: z.boolean(),
  results: z.boolean(),
  grantedAt: z.nullable(z.string()),
  sandbox: z.boolean(),
});
export type PublishConsent = z.infer<typeof PublishConsent>;

/** A file the publish dialog offers. */
const OfferedFile = z.object({ fileId: z.string(), name: z.string(), size: z.number() });

/** Answer of GET /api/youtube/orders/:requestId: what the publish dialog needs. */
export const OrderPublishing = z.object({
  requestId: z.string(),
  title: z.string(),
  /** The delivered video that would go up; null when the order has none to publish. */
  video: z.nullable(OfferedFile),
  /** Delivered images of the same video's thumbnail orders, newest first. */
  thumbnails: z.array(OfferedFile),
  consent: PublishConsent,
  /** Newest first. */
  publications: z.array(Publication),
});
export type OrderPublishing = z.infer<typeof OrderPublishing>;

const OrderParams = z.object({ requestId: required(z.uuid('Expected an order id.')) });
const PublicationParams = z.object({ id: required(z.uuid('Expected a publication id.')) });

export const publishingRoutes = {
  consent: defineRoute({
    method: 'GET',
    path: '/api/youtube/consent',
    auth: true,
    response: PublishConsent,
  }),
  startConsent: startConsentRoute,
  /** Adds reading results (YouTube Analytics) to a held upload consent. */
  startResultsConsent: startResultsConsentRoute,
  revokeConsent: defineRoute({
    method: 'DELETE',
    path: '/api/youtube/consent',
    auth: true,
    response: PublishConsent,
  }),
  orderPublishing: defineRoute({
    method: 'GET',
    path: '/api/youtube/orders/:requestId',
    auth: true,
    params: OrderParams,
    response: OrderPublishing,
  }),
  publish: defineRoute({
    method: 'POST',
    path: '/api/youtube/orders/:requestId/publications',
    auth: true,
    params: OrderParams,
    body: PublishForm,
    response: Publication,
  }),
  retry: defineRoute({
    method: 'POST',
    path: '/api/youtube/publications/:id/retry',
    auth: true,
    params: PublicationParams,
    response: Publication,
  }),
} as const;
