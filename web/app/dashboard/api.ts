import { queryOptions } from '@tanstack/react-query';
import { accountRoutes } from '../../../common/api/accounts';
import { adminOverviewRoutes } from '../../../common/api/admin-overview';
import { callApi } from '../../lib/api-client';

/** The keys of the dashboard's own queries. */
export const dashboardKeys = {
  me: (uid: string | null) => ['me', uid] as const,
  adminOverview: (uid: string | null) => ['admin-overview', uid] as const,
};

/** The signed-in user's profile; keyed by uid so one user's answer never shows for another. */
export const meQuery = (uid: string | null) =>
  queryOptions({
    queryKey: dashboardKeys.me(uid),
    queryFn: ({ signal }) => callApi(accountRoutes.me, { signal }),
    enabled: uid !== null,
  });

/** The Admin's Dashboard figures, counted again every minute while the page is open. */
export const adminOverviewQuery = (uid: string | null) =>
  queryOptions({
    queryKey: dashboardKeys.adminOverview(uid),
    queryFn: ({ signal }) => callApi(adminOverviewRoutes.overview, { signal }),
    enabled: uid !== null,
    refetchInterval: 60_000,
  });
