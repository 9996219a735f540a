import { queryOptions } from '@tanstack/react-query';
import {
  recentPublishedRoute,
  startConsentRoute,
  startResultsConsentRoute,
} from '../../../common/api/publishing-home';
import { callApi } from '../../lib/api-client';

// The calls a Partner's Home makes (its last five videos and the consent buttons), apart from the
// rest of publishing's API so that Home's first load takes only their schemas.

/** The keys of every publishing query; each starts with `publishingKeys.all`. */
export const publishingKeys = {
  all: ['publishing'] as const,
  consent: () => [...publishingKeys.all, 'consent'] as const,
  order: (orderId: string) => [...publishingKeys.all, 'order', orderId] as const,
  results: () => [...publishingKeys.all, 'results'] as const,
};

/** The signed-in Partner's last five published videos. */
export const recentPublishedQuery = () =>
  queryOptions({
    queryKey: [...publishingKeys.results(), 'recent'],
    queryFn: ({ signal }) => callApi(recentPublishedRoute, { signal }),
  });

/** Starts the upload consent: the browser then goes to the answered consent page. */
export const startConsent = () => callApi(startConsentRoute);
/** Adds reading results (YouTube Analytics) to the upload consent. */
export const startResultsConsent = () => callApi(startResultsConsentRoute);
