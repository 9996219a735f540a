import { queryOptions } from '@tanstack/react-query';
import {
  orderRoutes,
  type ExtensionAnswer,
  type ExtensionRequestInput,
  type FulfillmentRequest,
  type PassOffAnswer,
  type PassOffRequest,
  type OrderFormInput,
  type PayloadFile,
  type RequestsQuery,
} from '../../../common/api/orders';
import { callApi } from '../../lib/api-client';

/** Every order query starts with this key, so one invalidation refreshes them all. */
export const ordersKey = ['orders'] as const;

/** Orders of the signed-in user by docs/product.md §7 query (unfulfilled, fulfilled, management, client). */
export const requestsQuery = (uid: string | null, query: RequestsQuery) =>
  queryOptions({
    queryKey: [...ordersKey, 'requests', uid, query],
    queryFn: ({ signal }) => callApi(orderRoutes.requests, { query, signal }),
    enabled: uid !== null,
  });

/** One order, for the Inbox's Inspect and Track tabs. */
export const requestQuery = (id: string) =>
  queryOptions({
    queryKey: [...ordersKey, 'request', id],
    queryFn: ({ signal }) => callApi(orderRoutes.request, { query: { id }, signal }),
    retry: false,
  });

/** Open orders assigned to the signed-in staff member (docs/product.md §7 work?type=assigned). */
export const assignedWorkQuery = (uid: string | null) =>
  queryOptions({
    queryKey: [...ordersKey, 'work', uid],
    queryFn: ({ signal }) => callApi(orderRoutes.work, { query: { type: 'assigned' }, signal }),
    enabled: uid !== null,
  });

/** The tracker's `{ranks, flags}` of an order (docs/product.md §7 product?type=status|status-revision). */
export const productStatusQuery = (id: string, revision: boolean) =>
  queryOptions({
    queryKey: [...ordersKey, 'status', id, revision],
    queryFn: ({ signal }) =>
      callApi(orderRoutes.productStatus, {
        query: { type: revision ? 'status-revision' : 'status', id },
        signal,
      }),
  });

/** The extension request of an order, or `{}` (docs/product.md §7). */
export const extensionQuery = (requestId: string) =>
  queryOptions({
    queryKey: [...ordersKey, 'extension', requestId],
    queryFn: ({ signal }) => callApi(orderRoutes.extension, { query: { id: requestId }, signal }),
  });

/** A staff member's earnings for a month (`YYYY-MM`, default this month). */
export const earningsQuery = (uid: string | null, month?: string) =>
  queryOptions({
    queryKey: [...ordersKey, 'earnings', uid, month ?? 'current'],
    queryFn: ({ signal }) =>
      callApi(orderRoutes.earnings, { query: month ? { month } : {}, signal }),
    enabled: uid !== null,
  });

/** Places an order (docs/product.md §7 send-production-form). */
export const sendProductionForm = (body: {
  folderName: string;
  form: OrderFormInput;
  file: PayloadFile[];
}) => callApi(orderRoutes.sendProductionForm, { body });

/** Delivers an order's files (docs/product.md §7 send-fulfillment-form?uid={client}). */
export const sendFulfillmentForm = (client: string, body: FulfillmentRequest) =>
  callApi(orderRoutes.sendFulfillmentForm, { query: { uid: client }, body });

/** Staff start work on an order. */
export const activateOrder = (requestId: string) =>
  callApi(orderRoutes.activate, { body: { requestId } });

/** Staff ask for more time (1-4 days). */
export const requestExtension = (body: ExtensionRequestInput) =>
  callApi(orderRoutes.requestExtension, { body });

/** The Partner accepts or declines a request for more time. */
export const answerExtension = (requestId: string, body: ExtensionAnswer) =>
  callApi(orderRoutes.answerExtension, { query: { id: requestId }, body });

/** Staff ask to hand an order to someone else. */
export const requestPassOff = (body: PassOffRequest) =>
  callApi(orderRoutes.requestPassOff, { body });

/** An Admin picks the staff member a pass-off goes to. */
export const assignPassOff = (requestId: string, newStaff: string) =>
  callApi(orderRoutes.assignPassOff, { query: { id: requestId }, body: { newStaff } });

/** The new staff member accepts or declines a pass-off. */
export const answerPassOff = (requestId: string, body: PassOffAnswer) =>
  callApi(orderRoutes.answerPassOff, { query: { id: requestId }, body });

/** The Partner asks for a revision of a delivered edit file (docs/product.md §7). */
export const requestRevision = (fileId: string, message: string) =>
  callApi(orderRoutes.requestRevision, { params: { fileId }, body: { message } });
