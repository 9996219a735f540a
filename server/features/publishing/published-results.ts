import type {
  MonthPublished,
  PublishedVideo,
  RecentPublished,
  StaffResults,
} from '../../../common/api/publishing-results.js';
import { publishedResultsAccess } from '../../access/published-results.js';
import type { Principal } from '../../auth/tokens.js';
import { allowsResults } from '../../integrations/youtube/youtube-analytics.js';
import type { PublishingDeps } from './publishing-deps.js';
import { median, ratesOf } from './published-rates.js';
import type { PublishedFilter } from './results.repository.js';

// How published videos do, summed up for the Partner's Home, the staff page and the Admin's
// overview, from the figures the results job stored.

const isSandbox = (deps: PublishingDeps) => deps.publisher?.kind === 'sandbox';

async function videosOf(deps: PublishingDeps, filter: PublishedFilter): Promise<PublishedVideo[]> {
  const rows = await deps.results.published(filter);
  const ids = rows.map((r) => r.id);
  const [views, analytics] = await Promise.all([
    deps.results.latestViews(ids),
    deps.analytics.of(ids),
  ]);
  return rows.map((r) => ({
    requestId: r.orderId,
    title: r.title,
    publishedAt: r.publishedAt,
    partnerName: r.partnerName,
    views: views.get(r.id) ?? null,
    ...ratesOf(analytics.get(r.id) ?? []),
  }));
}

/** The signed-in Partner's last five published videos. */
export async function recentPublished(
  deps: PublishingDeps,
  principal: Principal,
): Promise<RecentPublished> {
  publishedResultsAccess.partnerOwn(principal);
  const consent = await deps.consents.find(principal.uid);
  return {
    videos: await videosOf(deps, { partner: principal.uid, limit: 5 }),
    results: consent !== undefined && allowsResults(consent.scope),
    sandbox: isSandbox(deps),
  };
}

/** The medians of the published videos whose edit or thumbnail a staff member delivered. */
export async function staffResults(
  deps: PublishingDeps,
  principal: Principal,
  staffUid: string,
): Promise<StaffResults> {
  publishedResultsAccess.staff(principal, staffUid);
  const videos = await videosOf(deps, { staff: staffUid });
  return {
    videos: videos.length,
    withResults: videos.filter((v) => v.averageViewSeconds !== null).length,
    medianImpressionsCtr: median(videos.map((v) => v.impressionsCtr)),
    medianAverageViewSeconds: median(videos.map((v) => v.averageViewSeconds)),
    sandbox: isSandbox(deps),
  };
}

/** The videos published in a month (UTC; the current one by default) and their median CTR. */
export async function monthPublished(
  deps: PublishingDeps,
  principal: Principal,
  month: string | undefined,
): Promise<MonthPublished> {
  publishedResultsAccess.agency(principal);
  const chosen = month ?? deps.now().toISOString().slice(0, 7);
  const [year, m] = chosen.split('-').map(Number) as [number, number];
  const from = new Date(Date.UTC(year, m - 1, 1)).toISOString();
  const to = new Date(Date.UTC(year, m, 1)).toISOString();
  const videos = await videosOf(deps, { from, to });
  return {
    month: chosen,
    count: videos.length,
    medianImpressionsCtr: median(videos.map((v) => v.impressionsCtr)),
    videos,
    sandbox: isSandbox(deps),
  };
}
