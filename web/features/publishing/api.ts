import { queryOptions } from '@tanstack/react-query';
import {
  publishingRoutes,
  type OrderPublishing,
  type PublishForm,
} from '../../../common/api/publishing';
import { callApi } from '../../lib/api-client';

/** The keys of every publishing query; each starts with `publishingKeys.all`. */
export const publishingKeys = {
  all: ['publishing'] as const,
  consent: () => [...publishingKeys.all, 'consent'] as const,
  order: (orderId: string) => [...publishingKeys.all, 'order', orderId] as const,
};

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

/** Starts the upload consent: the browser then goes to the answered consent page. */
export const startConsent = () => callApi(publishingRoutes.startConsent);
export const revokeConsent = () => callApi(publishingRoutes.revokeConsent);
export const publish = (orderId: string, body: PublishForm) =>
  callApi(publishingRoutes.publish, { params: { requestId: orderId }, body });
export const retryPublication = (id: string) => callApi(publishingRoutes.retry, { params: { id } });
