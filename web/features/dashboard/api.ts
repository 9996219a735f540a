import { queryOptions } from '@tanstack/react-query';
import { accountRoutes } from '../../../common/api/accounts';
import { callApi } from '../../lib/api-client';

/** The keys of the dashboard's own queries. */
export const dashboardKeys = {
  me: (uid: string | null) => ['me', uid] as const,
};

/** The signed-in user's profile; keyed by uid so one user's answer never shows for another. */
export const meQuery = (uid: string | null) =>
  queryOptions({
    queryKey: dashboardKeys.me(uid),
    queryFn: ({ signal }) => callApi(accountRoutes.me, { signal }),
    enabled: uid !== null,
  });
