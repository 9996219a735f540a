import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { teamRoutes, type StaffOverviewRow } from '../../../common/api/teams';
import { callApi } from '../../lib/api-client';
import { orderKeys } from './api';

/**
 * The status and load of exactly the staff a pass-off's picker shows (a page of the search, 9
 * at most), in one `GET /api/staff?uid=a,b,…`, so each choice says whether they can take it.
 */
export function usePassOffCandidates(
  uids: readonly string[],
): ReadonlyMap<string, StaffOverviewRow> {
  const sorted = useMemo(() => [...new Set(uids)].sort(), [uids]);
  const statuses = useQuery({
    queryKey: [...orderKeys.all, 'pass-off-candidates', sorted],
    queryFn: ({ signal }) =>
      callApi(teamRoutes.staffOverview, {
        query: { uid: sorted.join(','), limit: sorted.length },
        signal,
      }),
    enabled: sorted.length > 0,
    // Someone may go Busy or come back while the Admin chooses.
    refetchInterval: 15_000,
  });
  return useMemo(
    () => new Map((statuses.data?.staff ?? []).map((row) => [row.uid, row])),
    [statuses.data],
  );
}
