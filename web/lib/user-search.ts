import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  teamRoutes,
  type BlacklistFilter,
  type UserSearchResponse,
  type WhitelistFilter,
} from '../../common/api/teams';
import { errorCatalogue } from '../../common/errors';
import { ApiError, callApi } from './api-client';

/** What a directory search asks for. */
export type UserSearchParams = {
  value: string;
  page: number;
  blacklists?: BlacklistFilter[];
  whitelists?: WhitelistFilter[];
};

/**
 * Every directory search's key starts with this. It sits under 'teams', so a team change, which
 * makes every teams query stale, refreshes the results too.
 */
export const userSearchKey = ['teams', 'search'] as const;

/** One page of the username search (docs/product.md §7), 9 to a page; the last page stays while typing. */
export const userSearchQuery = (viewer: string | null, params: UserSearchParams) =>
  queryOptions({
    queryKey: [...userSearchKey, viewer, params],
    queryFn: async ({ signal }): Promise<UserSearchResponse> => {
      const answer = await callApi(teamRoutes.userData, {
        query: {
          method: 'search',
          db: 'users',
          column: 'Username',
          value: params.value,
          page: params.page,
          count: 9,
          ...(params.blacklists ? { blacklists: params.blacklists } : {}),
          ...(params.whitelists ? { whitelists: params.whitelists } : {}),
        },
        signal,
      });
      if ('rows' in answer) return answer;
      throw new ApiError(200, 'bad_response', errorCatalogue.other.message);
    },
    placeholderData: keepPreviousData,
    enabled: viewer !== null,
  });
