import { z } from 'zod/mini';
import { defineRoute } from './contract.js';

// What a Partner's Home reads of publishing: the last five videos and the consent buttons beside
// them. Written with zod/mini and kept apart from the rest of publishing's contract, so the first
// load of Home does not bring zod's classic API (decision 144).

/** One published video in a list: its latest views and its click-through rate over its days. */
export const PublishedVideo = z.object({
  requestId: z.string(),
  title: z.string(),
  publishedAt: z.string(),
  /** The latest views videos.list gave; null until the first day is read. */
  views: z.nullable(z.number()),
  /** Impressions-weighted over the days read; null without Analytics figures. */
  impressionsCtr: z.nullable(z.number()),
  /** Seconds, weighted by the days' views; null without Analytics figures. */
  averageViewSeconds: z.nullable(z.number()),
  /** The Partner, for the Admin's list. */
  partnerName: z.string(),
});
export type PublishedVideo = z.infer<typeof PublishedVideo>;

/** GET /api/youtube/results/recent: the signed-in Partner's last five published videos. */
export const RecentPublished = z.object({
  videos: z.array(PublishedVideo),
  /** Whether the Partner allowed reading results; without it the rates stay null. */
  results: z.boolean(),
  sandbox: z.boolean(),
});
export type RecentPublished = z.infer<typeof RecentPublished>;

export const recentPublishedRoute = defineRoute({
  method: 'GET',
  path: '/api/youtube/results/recent',
  auth: true,
  response: RecentPublished,
});

/** Starts the upload consent: `{ url }` of Google's consent page. */
export const startConsentRoute = defineRoute({
  method: 'POST',
  path: '/api/youtube/consent',
  auth: true,
  response: z.object({ url: z.string() }),
});

/** Adds reading results (YouTube Analytics) to a held upload consent: `{ url }` of the page. */
export const startResultsConsentRoute = defineRoute({
  method: 'POST',
  path: '/api/youtube/consent/results',
  auth: true,
  response: z.object({ url: z.string() }),
});
