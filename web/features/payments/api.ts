import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  paymentRoutes,
  type CheckoutRequest,
  type CommissionFilter,
  type SandboxPayRequest,
} from '../../../common/api/payments';
import { apiErrorOf, callApi, fetchWithSession, routeUrl } from '../../lib/api-client';
import { saveBlob } from '../../lib/save-file';

const all = ['payment'] as const;
const transactions = [...all, 'transactions'] as const;
const commissions = [...all, 'commissions'] as const;

/** The keys of the payment queries; the shorter ones are prefixes that match a whole group. */
export const paymentKeys = {
  /** Every payment query. */
  all,
  /** Every answer about a user's credits: counts and rows. */
  transactions,
  /** A Partner's credit rows, read by the order form. */
  creditRows: (uid: string | null) => [...transactions, uid, 'rows'] as const,
  sessionStatus: (sessionId: string) => [...all, 'session-status', sessionId] as const,
  affiliate: (uid: string | null) => [...all, 'affiliate', uid] as const,
  /** Every commission list. */
  commissions,
  commissionList: (status: CommissionFilter, affiliate: string | null = null) =>
    [...commissions, status, affiliate] as const,
  /** A user's payments; a new purchase makes them stale like the credits. */
  payments: (uid: string | null) => [...transactions, uid, 'payments'] as const,
  receipt: (id: string) => [...all, 'receipt', id] as const,
};

/**
 * Unused credits with one row per edit credit, for the home's breakdown by kind and length. The
 * order form reads the same key, so the answer has the same shape as its query.
 */
export const creditRowsQuery = (uid: string | null) =>
  queryOptions({
    queryKey: paymentKeys.creditRows(uid),
    queryFn: async ({ signal }) => {
      const answer = await callApi(paymentRoutes.transactions, {
        query: { returns: 'rows' },
        signal,
      });
      return {
        edits: typeof answer.edits === 'number' ? [] : answer.edits,
        thumbnails: answer.thumbnails,
      };
    },
    enabled: uid !== null,
  });

/** The state of a checkout, for the return page. */
export const sessionStatusQuery = (sessionId: string) =>
  queryOptions({
    queryKey: paymentKeys.sessionStatus(sessionId),
    queryFn: ({ signal }) =>
      callApi(paymentRoutes.sessionStatus, { query: { session_id: sessionId }, signal }),
    retry: false,
  });

/**
 * The Affiliate home, page by page (decision 028): each page carries the figures over every
 * commission, one page of commissions (newest first) and the next page's cursor.
 */
export const affiliateQuery = (uid: string | null) =>
  infiniteQueryOptions({
    queryKey: paymentKeys.affiliate(uid),
    queryFn: ({ pageParam, signal }) =>
      callApi(paymentRoutes.affiliate, {
        query: pageParam ? { cursor: pageParam } : {},
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: uid !== null,
  });

/**
 * Commissions of every Affiliate in one state, for an Admin, page by page (decision 028): each
 * page carries the count and sum of the whole state, and the next page's cursor.
 */
export const commissionsQuery = (status: CommissionFilter, affiliate: string | null = null) =>
  infiniteQueryOptions({
    queryKey: paymentKeys.commissionList(status, affiliate),
    queryFn: ({ pageParam, signal }) =>
      callApi(paymentRoutes.commissions, {
        query: {
          status,
          ...(affiliate ? { affiliate } : {}),
          ...(pageParam ? { cursor: pageParam } : {}),
        },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** A user's payments for the Billing page (the signed-in user's own). */
export const paymentsQuery = (uid: string | null) =>
  queryOptions({
    queryKey: paymentKeys.payments(uid),
    queryFn: ({ signal }) => callApi(paymentRoutes.payments, { query: {}, signal }),
    enabled: uid !== null,
  });

/** The receipt of one payment. */
export const receiptQuery = (id: string) =>
  queryOptions({
    queryKey: paymentKeys.receipt(id),
    queryFn: ({ signal }) => callApi(paymentRoutes.receipt, { params: { id }, signal }),
    retry: false,
  });

/** Opens a checkout for the basket; the answer carries the client secret the form mounts with. */
export function createCheckoutSession(body: CheckoutRequest) {
  return callApi(paymentRoutes.createCheckoutSession, { body });
}

/** Pays a sandbox checkout with a test card. */
export function paySandbox(body: SandboxPayRequest) {
  return callApi(paymentRoutes.sandboxPay, { body });
}

/** Records payable commissions as paid out. */
export function markCommissionsPaid(ids: string[]) {
  return callApi(paymentRoutes.markCommissionsPaid, { body: { ids } });
}

/**
 * Downloads a CSV export. It is not JSON, so it is fetched here rather than through callApi, with
 * the same one-time token refresh on a 401 and the server's error on a refusal.
 */
async function downloadCsv(url: string, fallbackName: string): Promise<void> {
  const response = await fetchWithSession(url);
  if (!response.ok) throw await apiErrorOf(response);
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    fallbackName;
  saveBlob(await response.blob(), name);
}

/** Downloads the commissions CSV. */
export function downloadCommissionsCsv(status: CommissionFilter): Promise<void> {
  return downloadCsv(
    routeUrl(paymentRoutes.commissionsExport, { query: { status } }),
    'commissions.csv',
  );
}

/** Downloads the signed-in user's payments as CSV. */
export function downloadPaymentsCsv(): Promise<void> {
  return downloadCsv(routeUrl(paymentRoutes.paymentsExport, { query: {} }), 'payments.csv');
}
