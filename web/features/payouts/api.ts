import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { adminMoneyRoutes } from '../../../common/api/admin-money';
import { orderRoutes } from '../../../common/api/orders';
import {
  payoutRoutes,
  type PayMethodRequest,
  type PayoutMethodName,
} from '../../../common/api/payouts';
import { apiErrorOf, callApi, fetchWithSession, routeUrl } from '../../lib/api-client';
import { saveBlob } from '../../lib/save-file';

const all = ['payouts'] as const;

/** The keys of the payout queries; `all` matches every one of them. */
export const payoutKeys = {
  all,
  periods: [...all, 'periods'] as const,
  period: (period: string) => [...all, 'period', period] as const,
  statement: (id: string) => [...all, 'statement', id] as const,
  mine: [...all, 'mine'] as const,
  earnings: (month: string) => [...all, 'earnings', month] as const,
  sales: (month: string | null) => [...all, 'sales', month] as const,
  staffPay: (month: string | null) => [...all, 'staff-pay', month] as const,
};

/** A month's sales, page by page (the current month for null). */
export const salesPagesQuery = (month: string | null) =>
  infiniteQueryOptions({
    queryKey: payoutKeys.sales(month),
    queryFn: ({ pageParam, signal }) =>
      callApi(adminMoneyRoutes.sales, {
        query: { ...(month ? { month } : {}), ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? null,
  });

/** What each staff member earned in a month (the current month for null). */
export const staffPayQuery = (month: string | null) =>
  queryOptions({
    queryKey: payoutKeys.staffPay(month),
    queryFn: ({ signal }) =>
      callApi(adminMoneyRoutes.staffPay, { query: month ? { month } : {}, signal }),
  });

export const periodsQuery = () =>
  queryOptions({
    queryKey: payoutKeys.periods,
    queryFn: ({ signal }) => callApi(payoutRoutes.periods, { signal }),
  });

export const periodQuery = (period: string) =>
  queryOptions({
    queryKey: payoutKeys.period(period),
    queryFn: ({ signal }) => callApi(payoutRoutes.period, { params: { period }, signal }),
  });

export const statementQuery = (id: string) =>
  queryOptions({
    queryKey: payoutKeys.statement(id),
    queryFn: ({ signal }) => callApi(payoutRoutes.statement, { params: { id }, signal }),
  });

export const myPayQuery = () =>
  queryOptions({
    queryKey: payoutKeys.mine,
    queryFn: ({ signal }) => callApi(payoutRoutes.myPay, { signal }),
  });

/** The signed-in staff member's earnings in one month, job by job. */
export const monthEarningsQuery = (month: string) =>
  queryOptions({
    queryKey: payoutKeys.earnings(month),
    queryFn: ({ signal }) => callApi(orderRoutes.earnings, { query: { month }, signal }),
  });

/** What closing a month would make, asked before closing it. */
export function closePreview(period: string) {
  return callApi(payoutRoutes.closePreview, { params: { period } });
}

export function closePeriod(period: string) {
  return callApi(payoutRoutes.closePeriod, { body: { period } });
}

export function payMethod(period: string, body: PayMethodRequest) {
  return callApi(payoutRoutes.payMethod, { params: { period }, body });
}

export function payStatement(id: string, reference: string) {
  return callApi(payoutRoutes.payStatement, { params: { id }, body: { reference } });
}

/** Downloads a CSV; not JSON, so fetched here with the session and the server's error. */
async function downloadCsv(url: string, fallbackName: string): Promise<void> {
  const response = await fetchWithSession(url);
  if (!response.ok) throw await apiErrorOf(response);
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    fallbackName;
  saveBlob(await response.blob(), name);
}

/** The batch file of one method's unpaid (or, again, its paid) statements of a period. */
export function downloadBatch(
  period: string,
  method: PayoutMethodName,
  statements: 'unpaid' | 'paid' = 'unpaid',
): Promise<void> {
  return downloadCsv(
    routeUrl(payoutRoutes.exportBatch, { params: { period }, query: { method, statements } }),
    `payouts-${period}.csv`,
  );
}

/** One statement as CSV. */
export function downloadStatementCsv(id: string): Promise<void> {
  return downloadCsv(routeUrl(payoutRoutes.statementCsv, { params: { id } }), 'statement.csv');
}
