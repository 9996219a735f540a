import { queryOptions } from '@tanstack/react-query';
import {
  publishingRoutes,
  type OrderPublishing,
  type PublishForm,
} from '../../../common/api/publishing';
import { publishingResultsRoutes } from '../../../common/api/publishing-results';
import { callApi } from '../../lib/api-client';
import { publishingKeys } from './home-api';

export {
  publishingKeys,
  recentPublishedQuery,
  startConsent,
  startResultsConsent,
} from './home-api';

/** True while the newest publication is still on its way (the page asks again until it is not). */
export function isRunning(data: OrderPublishing | undefined): boolean {
  const state = data?.publications[0]?.state;
  return state === 'queued' || state === 'uploading' || state === 'thumbnail';
}

/** How often the progress is read while an upload runs. */
const progressEveryMs = 1500;

export const orderPublishingQuery = (orderId: string) =>
  queryOptions({
    queryKey: publishingKeys.order(orderId),
    queryFn: ({ signal }) =>
      callApi(publishingRoutes.orderPublishing, { params: { requestId: orderId }, signal }),
    refetchInterval: (query) => (isRunning(query.state.data) ? progressEveryMs : false),
  });

export const consentQuery = () =>
  queryOptions({
    queryKey: publishingKeys.consent(),
    queryFn: ({ signal }) => callApi(publishingRoutes.consent, { signal }),
  });

/** The medians of a staff member's published videos. */
export const staffResultsQuery = (staffUid: string) =>
  queryOptions({
    queryKey: [...publishingKeys.results(), 'staff', staffUid],
    queryFn: ({ signal }) =>
      callApi(publishingResultsRoutes.staff, { params: { uid: staffUid }, signal }),
  });

/** A month's published videos (the current month without one). */
export const monthPublishedQuery = (month: string | undefined) =>
  queryOptions({
    queryKey: [...publishingKeys.results(), 'month', month ?? 'current'],
    queryFn: ({ signal }) =>
      callApi(publishingResultsRoutes.month, { query: month ? { month } : {}, signal }),
  });

export const revokeConsent = () => callApi(publishingRoutes.revokeConsent);
export const publish = (orderId: string, body: PublishForm) =>
  callApi(publishingRoutes.publish, { params: { requestId: orderId }, body });
export const retryPublication = (id: string) => callApi(publishingRoutes.retry, { params: { id } });
