import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { teamRoutes, type StaffOverviewRow } from '../../../common/api/teams';
import { pagingLimits } from '../../../common/limits';
import { callApi } from '../../lib/api-client';
import { teamKeys } from './api';

/** Staff members named in one call: a default page, so the address stays short. */
const perCall = pagingLimits.staffDefault;

/**
 * The staff overview rows (status, vacation, load) of exactly the people a screen shows, read
 * with `GET /api/staff?uid=a,b,…` a page's worth at a time, so a badge shows for everyone on
 * screen however many staff the agency has. Ids that are not staff are simply absent.
 */
export function useStaffStatuses(
  viewer: string | null,
  uids: readonly string[],
): ReadonlyMap<string, StaffOverviewRow> {
  const chunks = useMemo(() => {
    const sorted = [...new Set(uids)].sort();
    const out: string[][] = [];
    for (let i = 0; i < sorted.length; i += perCall) out.push(sorted.slice(i, i + perCall));
    return out;
  }, [uids]);
  const answers = useQueries({
    queries: chunks.map((chunk) => ({
      queryKey: [...teamKeys.staffOverview(viewer), 'uids', chunk],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        callApi(teamRoutes.staffOverview, {
          query: { uid: chunk.join(','), limit: chunk.length },
          signal,
        }),
      enabled: viewer !== null,
    })),
  });
  return new Map(
    answers.flatMap((answer) => answer.data?.staff ?? []).map((row) => [row.uid, row]),
  );
}
