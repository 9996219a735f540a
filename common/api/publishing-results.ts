import { z } from 'zod';
import { defineRoute } from './contract.js';
import { PayPeriod } from './payouts.js';
import { Uid } from './teams/inputs.js';

// How published videos do, summed up for the staff page, the Partner's Home and the Admin's
// overview (docs/publishing.md). Click-through rates are ratios (0.05 is 5%).

/** One published video in a list: its latest views and its click-through rate over its days. */
export const PublishedVideo = z.object({
  requestId: z.string(),
  title: z.string(),
  publishedAt: z.string(),
  /** The latest views videos.list gave; null until the first day is read. */
  views: z.number().nullable(),
  /** Impressions-weighted over the days read; null without Analytics figures. */
  impressionsCtr: z.number().nullable(),
  /** Seconds, weighted by the days' views; null without Analytics figures. */
  averageViewSeconds: z.number().nullable(),
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

/** GET /api/youtube/results/staff/:uid: the medians of the videos a staff member worked on. */
export const StaffResults = z.object({
  /** Published videos whose edit or thumbnail they delivered. */
  videos: z.number(),
  /** Of those with Analytics figures. */
  withResults: z.number(),
  medianImpressionsCtr: z.number().nullable(),
  medianAverageViewSeconds: z.number().nullable(),
  sandbox: z.boolean(),
});
export type StaffResults = z.infer<typeof StaffResults>;

/** GET /api/youtube/results/month?month=YYYY-MM: the month's published videos (Admin). */
export const MonthPublished = z.object({
  month: z.string(),
  count: z.number(),
  medianImpressionsCtr: z.number().nullable(),
  /** Newest first. */
  videos: z.array(PublishedVideo),
  sandbox: z.boolean(),
});
export type MonthPublished = z.infer<typeof MonthPublished>;

export const publishingResultsRoutes = {
  recent: defineRoute({
    method: 'GET',
    path: '/api/youtube/results/recent',
    auth: true,
    response: RecentPublished,
  }),
  staff: defineRoute({
    method: 'GET',
    path: '/api/youtube/results/staff/:uid',
    auth: true,
    params: z.object({ uid: Uid }),
    response: StaffResults,
  }),
  month: defineRoute({
    method: 'GET',
    path: '/api/youtube/results/month',
    auth: true,
    query: z.object({ month: PayPeriod.optional() }),
    response: MonthPublished,
  }),
} as const;

/**
 * Test servers only (E2E_CLOCK=true): runs the results job at once, so a browser test sees the
 * figures without waiting for the job's first run.
 */
export const testFiguresRoute = defineRoute({
  method: 'POST',
  path: '/api/test/youtube-figures',
  auth: false,
  response: z.object({ recorded: z.number() }),
});
