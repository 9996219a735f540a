import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  orderRoutes,
  type AcceptDeliveryInput,
  type ExtensionAnswer,
  type ExtensionRequestInput,
  type FulfillmentInput,
  type PassOffAnswer,
  type PassOffRequest,
  type OrderFormInput,
  type PayloadFile,
  type RequestsQueryInput as RequestsQuery,
} from '../../../common/api/orders';
import { paymentRoutes } from '../../../common/api/payments';
import { callApi } from '../../lib/api-client';
import { paymentKeys } from '../payments/public';

/**
 * The keys of every order query. Each starts with `orderKeys.all`, so one invalidation refreshes
 * them all (an order event, a delivery, an answer).
 */
export const orderKeys = {
  all: ['orders'] as const,
  list: (uid: string | null, query: RequestsQuery) =>
    [...orderKeys.all, 'requests', uid, query] as const,
  pages: (uid: string | null, query: RequestsQuery) =>
    [...orderKeys.all, 'requests', uid, query, 'pages'] as const,
  detail: (id: string) => [...orderKeys.all, 'request', id] as const,
  assignedWork: (uid: string | null) => [...orderKeys.all, 'work', uid] as const,
  status: (id: string, revision: boolean) => [...orderKeys.all, 'status', id, revision] as const,
  extension: (orderId: string) => [...orderKeys.all, 'extension', orderId] as const,
  reviews: (uid: string | null) => [...orderKeys.all, 'reviews', uid] as const,
  earnings: (uid: string | null, month?: string) =>
    [...orderKeys.all, 'earnings', uid, month ?? 'current'] as const,
  /** An order's folder: under the orders, so an `orderUpdated` event (a delivery) refreshes it. */
  folder: (folderId: string) => [...orderKeys.all, 'folder', folderId] as const,
};

/** Orders of the signed-in user by docs/product.md §7 query (unfulfilled, fulfilled, management, client). */
export const ordersQuery = (uid: string | null, query: RequestsQuery) =>
  queryOptions({
    queryKey: orderKeys.list(uid, query),
    queryFn: ({ signal }) => callApi(orderRoutes.requests, { query, signal }),
    enabled: uid !== null,
  });

/**
 * The same orders page by page (decision 028: 50 a page, newest first), for the lists that show
 * every order with "Load more".
 */
export const orderPagesQuery = (uid: string | null, query: RequestsQuery) =>
  infiniteQueryOptions({
    queryKey: orderKeys.pages(uid, query),
    queryFn: ({ pageParam, signal }) =>
      callApi(orderRoutes.requests, {
        query: { ...query, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? null,
    enabled: uid !== null,
  });

/** One order, for the Inbox's Inspect and Track tabs. */
export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => callApi(orderRoutes.request, { query: { id }, signal }),
    retry: false,
  });

/** The Partner's deliveries awaiting their review (accept, or ask a revision). */
export const reviewsQuery = (uid: string | null) =>
  queryOptions({
    queryKey: orderKeys.reviews(uid),
    queryFn: ({ signal }) => callApi(orderRoutes.reviews, { query: {}, signal }),
    enabled: uid !== null,
  });

/** The Partner accepts a delivery with 1-5 stars and an optional comment. */
export const acceptDelivery = (body: AcceptDeliveryInput) =>
  callApi(orderRoutes.acceptDelivery, { body });

/** Open orders assigned to the signed-in staff member (docs/product.md §7 work?type=assigned). */
export const assignedWorkQuery = (uid: string | null) =>
  queryOptions({
    queryKey: orderKeys.assignedWork(uid),
    queryFn: ({ signal }) => callApi(orderRoutes.work, { query: { type: 'assigned' }, signal }),
    enabled: uid !== null,
  });

/** The tracker's `{ranks, flags}` of an order (docs/product.md §7 product?type=status|status-revision). */
export const productStatusQuery = (id: string, revision: boolean) =>
  queryOptions({
    queryKey: orderKeys.status(id, revision),
    queryFn: ({ signal }) =>
      callApi(orderRoutes.productStatus, {
        query: { type: revision ? 'status-revision' : 'status', id },
        signal,
      }),
  });

/** The extension request of an order, or `{}` (docs/product.md §7). */
export const extensionQuery = (orderId: string) =>
  queryOptions({
    queryKey: orderKeys.extension(orderId),
    queryFn: ({ signal }) => callApi(orderRoutes.extension, { query: { id: orderId }, signal }),
  });

/**
 * The signed-in Partner's unused credits as rows (docs/product.md §7 transactions?returns=rows), for
 * the order form's duration select.
 */
export const editCreditsQuery = (uid: string | null) =>
  queryOptions({
    queryKey: paymentKeys.creditRows(uid),
    queryFn: async ({ signal }) => {
      const answer = await callApi(paymentRoutes.transactions, {
        query: { returns: 'rows' },
        signal,
      });
      // The counts shape only comes back without returns=rows; read it as "no rows" all the same.
      return {
        edits: typeof answer.edits === 'number' ? [] : answer.edits,
        thumbnails: answer.thumbnails,
      };
    },
    enabled: uid !== null,
  });

/** A staff member's earnings for a month (`YYYY-MM`, default this month). */
export const earningsQuery = (uid: string | null, month?: string) =>
  queryOptions({
    queryKey: orderKeys.earnings(uid, month),
    queryFn: ({ signal }) =>
      callApi(orderRoutes.earnings, { query: month ? { month } : {}, signal }),
    enabled: uid !== null,
  });

/** Places an order (docs/product.md §7 send-production-form). */
export const placeOrder = (body: {
  folderName: string;
  form: OrderFormInput;
  file: PayloadFile[];
}) => callApi(orderRoutes.sendProductionForm, { body });

/** Delivers an order's files (docs/product.md §7 send-fulfillment-form?uid={client}). */
export const deliverOrder = (client: string, body: FulfillmentInput) =>
  callApi(orderRoutes.sendFulfillmentForm, { query: { uid: client }, body });

/** Staff start work on an order. */
export const activateOrder = (orderId: string) =>
  callApi(orderRoutes.activate, { body: { requestId: orderId } });

/** Staff ask for more time (1-4 days). */
export const requestExtension = (body: ExtensionRequestInput) =>
  callApi(orderRoutes.requestExtension, { body });

/** The Partner accepts or declines a request for more time. */
export const answerExtension = (orderId: string, body: ExtensionAnswer) =>
  callApi(orderRoutes.answerExtension, { query: { id: orderId }, body });

/** Staff ask to hand an order to someone else. */
export const requestPassOff = (body: PassOffRequest) =>
  callApi(orderRoutes.requestPassOff, { body });

/** An Admin picks the staff member a pass-off goes to. */
export const assignPassOff = (orderId: string, newStaff: string) =>
  callApi(orderRoutes.assignPassOff, { query: { id: orderId }, body: { newStaff } });

/** The new staff member accepts or declines a pass-off. */
export const answerPassOff = (orderId: string, body: PassOffAnswer) =>
  callApi(orderRoutes.answerPassOff, { query: { id: orderId }, body });

/** The Partner asks for a revision of a delivered edit file (docs/product.md §7). */
export const requestRevision = (fileId: string, message: string) =>
  callApi(orderRoutes.requestRevision, { params: { fileId }, body: { message } });
