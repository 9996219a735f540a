import type { PublishForm } from '../../../common/api/publishing.js';
import type { Principal } from '../../auth/tokens.js';
import { coalescedRuns } from '../../jobs/coalesced-runs.js';
import { consentCallback, consentOf, revokeConsent, startConsent } from './consent.js';
import { orderPublishing, publishOrder, retryPublication } from './publish-order.js';
import type { PublishingDeps } from './publishing-deps.js';
import { runPublishing } from './run-publishing.js';
import { monthPublished, recentPublished, staffResults } from './published-results.js';
import { readFigures } from './read-figures.js';

export type { PublishingDeps } from './publishing-deps.js';

/** Publishing accepted deliveries to the Partner's YouTube channel (docs/publishing.md). */
export function publishingService(deps: Omit<PublishingDeps, 'kick' | 'stopping'>, jobOn = true) {
  let stopped = false;
  // One run at a time per instance; a publish asks for a run at once instead of waiting.
  const run = coalescedRuns(() => runPublishing(full));
  const full: PublishingDeps = {
    ...deps,
    stopping: () => stopped,
    kick: () => {
      if (jobOn)
        void run().catch((err: unknown) => deps.log.warn({ err }, 'youtube upload run failed'));
    },
  };
  return {
    consent: (principal: Principal) => consentOf(full, principal),
    startConsent: (principal: Principal) => startConsent(full, principal),
    startResultsConsent: (principal: Principal) => startConsent(full, principal, 'results'),
    consentCallback: (query: URLSearchParams, browserState: string | undefined) =>
      consentCallback(full, query, browserState),
    revokeConsent: (principal: Principal) => revokeConsent(full, principal),
    orderPublishing: (principal: Principal, orderId: string) =>
      orderPublishing(full, principal, orderId),
    publish: (principal: Principal, orderId: string, form: PublishForm) =>
      publishOrder(full, principal, orderId, form),
    retry: (principal: Principal, id: string) => retryPublication(full, principal, id),
    recentPublished: (principal: Principal) => recentPublished(full, principal),
    staffResults: (principal: Principal, staffUid: string) =>
      staffResults(full, principal, staffUid),
    monthPublished: (principal: Principal, month: string | undefined) =>
      monthPublished(full, principal, month),
    /** The upload job's run, one at a time per instance. */
    run,
    /** The results job's run: the day's figures of the videos published in the last 28 days. */
    readFigures: () => readFigures(full),
    /**
     * On shutdown: the upload in progress stops before its next chunk and lets its lease go, so
     * another instance resumes it at once instead of after the lease. Resolves once it has.
     */
    stop: async () => {
      stopped = true;
      await run();
    },
  };
}

export type PublishingService = ReturnType<typeof publishingService>;
