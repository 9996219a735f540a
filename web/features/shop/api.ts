import { queryOptions } from '@tanstack/react-query';
import {
  paymentRoutes,
  type CheckoutRequest,
  type CommissionFilter,
  type SandboxPayRequest,
} from '../../../common/api/payments';
import { apiErrorOf, callApi, fetchWithSession, routeUrl } from '../../lib/api-client';
import { saveBlob } from '../../lib/save-file';

/** Unused edit and thumbnail counts of the signed-in user (docs/product.md §7 transactions). */
export const creditCountsQuery = (uid: string | null) =>
  queryOptions({
    queryKey: ['payment', 'transactions', uid],
    queryFn: async ({ signal }) => {
      const answer = await callApi(paymentRoutes.transactions, { signal });
      return {
        edits: typeof answer.edits === 'number' ? answer.edits : answer.edits.length,
        thumbnails: answer.thumbnails,
      };
    },
    enabled: uid !== null,
  });

/** The state of a checkout, for the return page. */
export const sessionStatusQuery = (sessionId: string) =>
  queryOptions({
    queryKey: ['payment', 'session-status', sessionId],
    queryFn: ({ signal }) =>
      callApi(paymentRoutes.sessionStatus, { query: { session_id: sessionId }, signal }),
    retry: false,
  });

/** The Affiliate home's figures. */
export const affiliateQuery = (uid: string | null) =>
  queryOptions({
    queryKey: ['payment', 'affiliate', uid],
    queryFn: ({ signal }) => callApi(paymentRoutes.affiliate, { signal }),
    enabled: uid !== null,
  });

/** Commissions of every Affiliate in one state, for an Admin. */
export const commissionsQuery = (status: CommissionFilter) =>
  queryOptions({
    queryKey: ['payment', 'commissions', status],
    queryFn: ({ signal }) => callApi(paymentRoutes.commissions, { query: { status }, signal }),
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
 * Downloads the commissions CSV. It is not JSON, so it is fetched here rather than through
 * callApi, with the same one-time token refresh on a 401 and the server's error on a refusal.
 */
export async function downloadCommissionsCsv(status: CommissionFilter): Promise<void> {
  const response = await fetchWithSession(
    routeUrl(paymentRoutes.commissionsExport, { query: { status } }),
  );
  if (!response.ok) throw await apiErrorOf(response);
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    'commissions.csv';
  saveBlob(await response.blob(), name);
}
