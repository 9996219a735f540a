import type { SupportFigures } from '../../../common/api/admin-overview.js';
import type { AdminOverviewDeps } from './admin-overview-deps.js';

/** Support threads waiting for an Admin's answer, and since when the longest has waited. */
export async function supportFigures(deps: AdminOverviewDeps): Promise<SupportFigures> {
  const threads = await deps.repo.unansweredSupport();
  const since = threads.map((t) => t.since).sort();
  return { unanswered: threads.length, longestWaitSince: since[0] ?? null };
}
