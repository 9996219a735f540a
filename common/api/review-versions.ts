import { z } from 'zod/mini';
import { OkResponse } from './accounts.js';
import { defineRoute } from './contract.js';
import { UploadId } from './drive.js';
import { MediaFacts } from './media.js';
import { plainText } from './fields.js';
import { RequestId } from './orders/ids.js';

/** How long a guest link lives unless its Partner says otherwise, and the longest allowed. */
export const reviewLinkLimits = {
  defaultDays: 7,
  maxDays: 30,
  passwordMin: 8,
  passwordMax: 200,
  guestNameMax: 60,
  /** Links a Partner may hold open on one order at once. */
  openPerOrder: 20,
} as const;

/** Where a version stands with its Partner; joined with accepting (Approved) and revising. */
export const VersionState = z.enum(['pending', 'revisions_needed', 'approved']);
export type VersionState = z.infer<typeof VersionState>;

/** One delivered file of a version, with what the server read of it (null without ffmpeg). */
export const VersionFile = z.object({
  fileId: z.string(),
  name: z.string(),
  mime: z.string(),
  kind: z.enum(['video', 'image']),
  media: z.nullable(MediaFacts),
});
export type VersionFile = z.infer<typeof VersionFile>;

/** One delivery of an order's chain: v1 the order, v2 its revision's delivery, … */
export const Version = z.object({
  version: z.number().check(z.int()),
  requestId: z.string(),
  state: VersionState,
  deliveredTime: z.string(),
  /** Frames per second of the first delivered video, as probed; null when unknown. */
  frameRate: z.nullable(z.number()),
  files: z.array(VersionFile),
});
export type Version = z.infer<typeof Version>;

export const VersionsResponse = z.object({
  requestId: z.string(),
  title: z.string(),
  clientUid: z.string(),
  versions: z.array(Version),
});
export type VersionsResponse = z.infer<typeof VersionsResponse>;

/** The watermarked copy a guest watches, or the delivered file itself. */
export const GuestRendition = z.enum(['proxy', 'original']);
export type GuestRendition = z.infer<typeof GuestRendition>;

/** A Partner's new guest link to one delivered file of one version. */
export const CreateReviewLink = z.object({
  requestId: RequestId,
  fileId: UploadId,
  expiresInDays: z._default(
    z.number().check(z.int()).check(z.gte(1)).check(z.lte(reviewLinkLimits.maxDays)),
    7,
  ),
  password: z.optional(
    plainText()
      .check(z.minLength(reviewLinkLimits.passwordMin))
      .check(z.maxLength(reviewLinkLimits.passwordMax)),
  ),
  allowDownload: z._default(z.boolean(), false),
  /** What a download hands the guest when allowed: the watermarked proxy unless chosen. */
  downloadRendition: z._default(GuestRendition, 'proxy'),
});
export type CreateReviewLink = z.input<typeof CreateReviewLink>;

/** A guest link as its Partner sees it; the token itself is shown once, on creation. */
export const ReviewLink = z.object({
  id: z.string(),
  requestId: z.string(),
  fileId: z.string(),
  version: z.number().check(z.int()),
  createdTime: z.string(),
  expiresTime: z.string(),
  revokedTime: z.nullable(z.string()),
  hasPassword: z.boolean(),
  allowDownload: z.boolean(),
  downloadRendition: GuestRendition,
  /** Each opening (`view`) and each download, under the guest's name. */
  views: z.array(
    z.object({
      guestName: z.string(),
      viewedTime: z.string(),
      kind: z.enum(['view', 'download']),
    }),
  ),
});
export type ReviewLink = z.infer<typeof ReviewLink>;

export const CreatedReviewLink = z.object({ link: ReviewLink, token: z.string() });
export type CreatedReviewLink = z.infer<typeof CreatedReviewLink>;
export const ReviewLinkList = z.object({ links: z.array(ReviewLink) });
export type ReviewLinkList = z.infer<typeof ReviewLinkList>;

/** A guest link's token: 32 base64url characters (192 bits). */
export const ReviewToken = z.string().check(z.regex(/^[A-Za-z0-9_-]{32}$/, 'Not a review link.'));

export const GuestLinkInfo = z.object({
  title: z.string(),
  version: z.number().check(z.int()),
  needsPassword: z.boolean(),
  expiresTime: z.string(),
});
export type GuestLinkInfo = z.infer<typeof GuestLinkInfo>;

export const OpenGuestLink = z.object({
  token: ReviewToken,
  name: plainText('Enter your name.')
    .check(z.trim())
    .check(z.minLength(1))
    .check(z.maxLength(reviewLinkLimits.guestNameMax)),
  password: z.optional(plainText().check(z.maxLength(reviewLinkLimits.passwordMax))),
});
export type OpenGuestLink = z.infer<typeof OpenGuestLink>;

/**
 * The guest's video: their watermarked copy once the media job made it (`preparing` until then,
 * with no address), and the download when the link allows one.
 */
export const GuestVideo = z.object({
  videoState: z.enum(['preparing', 'ready', 'failed']),
  videoUrl: z.nullable(z.string()),
  downloadUrl: z.nullable(z.string()),
});
export type GuestVideo = z.infer<typeof GuestVideo>;

/** What a guest watches: one file, through short-lived links, with their name burned in. */
export const GuestView = z.object({
  ...GuestVideo.shape,
  title: z.string(),
  version: z.number().check(z.int()),
  guestName: z.string(),
  /** The link's one file: the one a guest's notes go on. */
  fileId: z.string(),
  fileName: z.string(),
  media: z.nullable(MediaFacts),
  expiresTime: z.string(),
  /** Sent back with each note the guest adds; it names the link and the guest. */
  guestToken: z.string(),
});
export type GuestView = z.infer<typeof GuestView>;

export const reviewVersionRoutes = {
  versions: defineRoute({
    method: 'GET',
    path: '/api/review-versions/:requestId',
    auth: true,
    params: z.object({ requestId: RequestId }),
    response: VersionsResponse,
  }),
  createLink: defineRoute({
    method: 'POST',
    path: '/api/review-links',
    auth: true,
    body: CreateReviewLink,
    response: CreatedReviewLink,
  }),
  links: defineRoute({
    method: 'GET',
    path: '/api/review-links/of/:requestId',
    auth: true,
    params: z.object({ requestId: RequestId }),
    response: ReviewLinkList,
  }),
  revokeLink: defineRoute({
    method: 'POST',
    path: '/api/review-links/:id/revoke',
    auth: true,
    params: z.object({ id: z.uuid() }),
    response: OkResponse,
  }),
  // The token travels in the body, never the path, so it stays out of access logs.
  guestInfo: defineRoute({
    method: 'POST',
    path: '/api/guest-review/info',
    auth: false,
    body: z.object({ token: ReviewToken }),
    response: GuestLinkInfo,
  }),
  guestOpen: defineRoute({
    method: 'POST',
    path: '/api/guest-review/open',
    auth: false,
    body: OpenGuestLink,
    response: GuestView,
  }),
  /**
   * A guest's copy, to play or to keep, by the signed `access` of a GuestVideo URL; answers the
   * bytes (ranges too), checked against the link on every request.
   */
  guestMedia: defineRoute({
    method: 'GET',
    path: '/api/guest-review/media/:linkId',
    auth: false,
    params: z.object({ linkId: z.uuid() }),
    query: z.object({ access: plainText().check(z.maxLength(1000)) }),
    response: z.unknown(),
  }),
  /** Asked again while the guest's copy is being made; the grant names the link and guest. */
  guestVideo: defineRoute({
    method: 'POST',
    path: '/api/guest-review/video',
    auth: false,
    body: z.object({
      token: ReviewToken,
      guestToken: plainText().check(z.minLength(1)).check(z.maxLength(1000)),
    }),
    response: GuestVideo,
  }),
} as const;
