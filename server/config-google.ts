import { z } from 'zod';
import { httpUrl, optionalText } from './config-values.js';

/**
 * Google's settings: the OAuth client of the channel check and of publishing, Google's endpoints
 * (changeable so tests, and a proxy, can stand in for Google), and the key publishing seals
 * refresh tokens with.
 */
export const googleSettings = {
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_AUTH_URL: httpUrl(
    "Google's authorization endpoint",
    'https://accounts.google.com/o/oauth2/v2/auth',
  ),
  GOOGLE_TOKEN_URL: httpUrl("Google's token endpoint", 'https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: httpUrl(
    "Google's userinfo endpoint",
    'https://openidconnect.googleapis.com/v1/userinfo',
  ),
  /** The Data API; uploads go to the same host under `/upload` (…/upload/youtube/v3). */
  YOUTUBE_API_URL: httpUrl(
    'the YouTube Data API base URL',
    'https://www.googleapis.com/youtube/v3',
  ),
  /** The YouTube Analytics API (reports.query): watch time, view duration, impressions. */
  YOUTUBE_ANALYTICS_URL: httpUrl(
    'the YouTube Analytics API base URL',
    'https://youtubeanalytics.googleapis.com/v2',
  ),
  /** An API key for public channel statistics: what an Admin's re-check reads with Google. */
  YOUTUBE_API_KEY: optionalText,
  /**
   * 32 random bytes in base64 that seal Partners' YouTube refresh tokens (AES-256-GCM). Unset: a
   * key derived from JWT_SECRET, so rotating that secret then also drops every upload consent.
   */
  YOUTUBE_TOKEN_KEY: optionalText.refine(
    (v) => v === undefined || Buffer.from(v, 'base64').length === 32,
    'expects 32 random bytes in base64 (openssl rand -base64 32)',
  ),
  /** Bytes per upload request: a multiple of 256 KiB (YouTube's rule for all but the last). */
  YOUTUBE_UPLOAD_CHUNK_BYTES: z.coerce
    .number({ error: 'expects a number of bytes' })
    .int('expects a whole number of bytes')
    .min(262_144, 'expects at least 262144 (256 KiB)')
    .refine((v) => v % 262_144 === 0, 'expects a multiple of 262144 (256 KiB)')
    .default(8 * 1024 * 1024),
  /**
   * How long an instance holds an upload between two chunks. After a crash another instance
   * resumes once it runs out; each request to YouTube may take at most half of it, so a living
   * sender never loses its lease to another.
   */
  YOUTUBE_UPLOAD_LEASE_MS: z.coerce
    .number({ error: 'expects a number of milliseconds' })
    .int('expects a whole number of milliseconds')
    .min(4000, 'expects at least 4000 (4 seconds)')
    .default(120_000),
  /**
   * `on`: this instance sends queued uploads (every 10 s, and at once after a publish); `off`:
   * it never does (server tests run the job themselves, as MEDIA_TOOLS=off does for posters).
   */
  YOUTUBE_UPLOAD_JOB: z.enum(['on', 'off'], { error: 'expects on or off' }).default('on'),
} satisfies Record<string, z.ZodType>;
