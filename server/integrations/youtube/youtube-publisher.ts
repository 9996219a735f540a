/** What YouTube is told of a video when its upload starts (videos.insert's snippet and status). */
export type VideoMetadata = {
  title: string;
  description: string;
  tags: string[];
  categoryId: string;
  madeForKids: boolean;
  /** `private` with `publishAt` schedules it: YouTube makes it public at that time. */
  privacyStatus: 'private' | 'unlisted' | 'public';
  publishAt?: string | undefined;
};

/** Where a resumable upload stands: the bytes YouTube holds, or the finished video. */
export type UploadProgress =
  { done: false; offset: number } | { done: true; youtubeVideoId: string };

/** A video's figures as videos.list reads them. */
export type VideoFigures = {
  youtubeVideoId: string;
  views: number;
  likes: number | null;
  comments: number | null;
};

/**
 * A video's figures of one day (UTC) as the Analytics API's reports.query gives them: that day's
 * views, minutes watched and average view duration in seconds, and the thumbnail's impressions
 * and their click-through rate (a ratio: 0.05 is 5%), null when YouTube does not answer them.
 */
export type DayAnalytics = {
  day: string;
  views: number;
  minutesWatched: number;
  averageViewSeconds: number;
  impressions: number | null;
  impressionsCtr: number | null;
};

/** Which consent the Partner is asked for: uploads, or reading results once uploads are allowed. */
export type ConsentPurpose = 'uploads' | 'results';

/**
 * Why a call to YouTube failed, in the terms the publishing rules decide on:
 * - `quota`: the project's daily quota is spent (403 quotaExceeded); try again tomorrow;
 * - `revoked`: the Partner's consent is gone (401, or invalid_grant on refresh);
 * - `too_large`: YouTube refuses the file's size;
 * - `thumbnail_refused`: YouTube refuses the image (or custom thumbnails on this channel);
 * - `session_gone`: the upload session expired or is unknown (404/410): start again;
 * - `transient`: the connection dropped, timed out or YouTube answered 5xx: resume later;
 * - `refused`: any other 4xx (the reason goes to the log).
 */
export type YoutubeFailure =
  | 'quota'
  | 'revoked'
  | 'too_large'
  | 'thumbnail_refused'
  | 'session_gone'
  | 'transient'
  | 'refused';

export class YoutubeError extends Error {
  override name = 'YoutubeError';
  constructor(
    readonly failure: YoutubeFailure,
    message: string,
  ) {
    super(message);
  }
}

/** A short-lived access token, from the Partner's stored refresh token. */
export type AccessToken = { token: string; expiresAt: number };

/**
 * Publishing to a Partner's YouTube channel: the consent (incremental authorization with PKCE and
 * offline access, so a refresh token comes back), the resumable upload of videos.insert,
 * thumbnails.set and videos.list. The real one speaks Google's protocol to the configured
 * endpoints; the sandbox (no GOOGLE_CLIENT_ID, never in production) publishes to nothing.
 */
export interface YoutubePublisher {
  readonly kind: 'youtube' | 'sandbox';
  /** Google's consent page for the `youtube.upload` scope, added to what was granted before. */
  consentUrl(input: {
    state: string;
    codeChallenge: string;
    redirectUri: string;
    loginHint: string;
    /** Uploads by default; `results` adds the Analytics scopes to what was granted before. */
    purpose?: ConsentPurpose;
  }): string;
  /** Exchanges the callback's code for a refresh token. Throws YoutubeError. */
  grant(input: {
    callback: URLSearchParams;
    state: string;
    codeVerifier: string;
    redirectUri: string;
  }): Promise<{ refreshToken: string; scope: string }>;
  /** An access token from a refresh token; `revoked` when Google no longer honours it. */
  accessToken(refreshToken: string): Promise<AccessToken>;
  /** Tells Google to forget the consent; a token already gone is no failure. */
  revoke(refreshToken: string): Promise<void>;
  /** Opens a resumable upload session; answers its URL (which holds the upload id). */
  startUpload(
    token: string,
    input: { metadata: VideoMetadata; size: number; mime: string },
  ): Promise<string>;
  /** Asks how many bytes the session holds (`PUT bytes * /size`), or the finished video. */
  uploadStatus(token: string, uploadUrl: string, size: number): Promise<UploadProgress>;
  /** Sends the bytes `start`… of `size` in one request. */
  sendChunk(
    token: string,
    uploadUrl: string,
    input: { start: number; size: number; bytes: Buffer },
  ): Promise<UploadProgress>;
  /** Sets the video's custom thumbnail (JPEG or PNG). */
  setThumbnail(
    token: string,
    youtubeVideoId: string,
    image: { mime: string; bytes: Buffer },
  ): Promise<void>;
  /** The figures of the channel's videos `ids`; ids YouTube does not know are left out. */
  videoFigures(token: string, ids: readonly string[]): Promise<VideoFigures[]>;
  /**
   * reports.query of one video by day from `startDate` to `endDate` (inclusive, YYYY-MM-DD); the
   * latest days are missing until YouTube has them (about two days).
   */
  videoAnalytics(
    token: string,
    youtubeVideoId: string,
    range: { startDate: string; endDate: string },
  ): Promise<DayAnalytics[]>;
}

/** The OAuth client and the endpoints of the real client; tests point them at a local fake. */
export type YoutubeClientOptions = {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  /** The Data API, `https://www.googleapis.com/youtube/v3`; uploads go to its `/upload` twin. */
  apiUrl: string;
  /** The Analytics API; Google's `https://youtubeanalytics.googleapis.com/v2` when left out. */
  analyticsUrl?: string;
  timeoutMs?: number;
  /** When an access token runs out is reckoned on this clock. */
  now: () => Date;
};
