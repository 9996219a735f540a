import { infiniteQueryOptions } from '@tanstack/react-query';
import { auditRoutes, type AuditFilters } from '../../../common/api/audit';
import { apiErrorOf, callApi, fetchWithSession, routeUrl } from '../../lib/api-client';
import { saveBlob } from '../../lib/save-file';

/** Every query key of the audit log starts with this. */
export const auditKey = ['audit'] as const;

/** The log under `filters`, a page at a time (newest first), each page after the last's cursor. */
export function auditLogQuery(filters: AuditFilters) {
  return infiniteQueryOptions({
    queryKey: [...auditKey, filters],
    queryFn: ({ pageParam }) =>
      callApi(auditRoutes.list, {
        query: { ...filters, limit: 50, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** Downloads every row under `filters` as CSV, with the server's error on a refusal. */
export async function downloadAuditCsv(filters: AuditFilters): Promise<void> {
  const response = await fetchWithSession(routeUrl(auditRoutes.export, { query: filters }));
  if (!response.ok) throw await apiErrorOf(response);
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    'audit-log.csv';
  saveBlob(await response.blob(), name);
}
