import type { SupportFigures } from '../../../common/api/admin-overview.js';
import type { AdminOverviewDeps } from './admin-overview-deps.js';

/**
 * Support threads waiting for an Admin's answer, since when the longest has waited and whose
 * thread it is (the figures open it).
 */
export async function supportFigures(deps: AdminOverviewDeps): Promise<SupportFigures> {
  const threads = await deps.repo.unansweredSupport();
  const longest = threads.reduce<(typeof threads)[number] | undefined>(
    (first, t) => (!first || t.since < first.since ? t : first),
    undefined,
  );
  return {
    unanswered: threads.length,
    longestWaitSince: longest?.since ?? null,
    // A support conversation is `s:{customer uid}`.
    longestWaitUid: longest ? longest.conversation.slice('s:'.length) : null,
  };
}
