import { z } from 'zod/mini';
import { defineRoute } from './contract.js';
import { PublishedVideo, recentPublishedRoute } from './publishing-home.js';
import { PayPeriod } from './payouts.js';
import { Uid } from './teams/inputs.js';

// How published videos do, summed up for the staff page, the Partner's Home and the Admin's
// overview (docs/publishing.md). Click-through rates are ratios (0.05 is 5%).

/** GET /api/youtube/results/staff/:uid: the medians of the videos a staff member worked on. */
export const StaffResults = z.object({
  /** Published videos whose edit or thumbnail they delivered. */
  videos: z.number(),
  /** Of those with Analytics figures. */
  withResults: z.number(),
  medianImpressionsCtr: z.nullable(z.number()),
  medianAverageViewSeconds: z.nullable(z.number()),
  sandbox: z.boolean(),
});
export type StaffResults = z.infer<typeof StaffResults>;

/** GET /api/youtube/results/month?month=YYYY-MM: the month's published videos (Admin). */
export const MonthPublished = z.object({
  month: z.string(),
  count: z.number(),
  medianImpressionsCtr: z.nullable(z.number()),
  /** Newest first. */
  videos: z.array(PublishedVideo),
  sandbox: z.boolean(),
});
export type MonthPublished = z.infer<typeof MonthPublished>;

export const publishingResultsRoutes = {
  recent: recentPublishedRoute,
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
    query: z.object({ month: z.optional(PayPeriod) }),
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

export { PublishedVideo, RecentPublished } from './publishing-home.js';
