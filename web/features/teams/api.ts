import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { adminOverviewRoutes } from '../../../common/api/admin-overview';
import {
  teamRoutes,
  type AdminStatusUpdate,
  type BookVacation,
  type ProductionInformation,
  type SetTierRequest,
  type StaffSort,
  type StaffStatus,
  type StatusUpdate,
  type TeamChange,
  type WalletChange,
} from '../../../common/api/teams';
import { errorCatalogue } from '../../../common/errors';
import { nextCursorHeader } from '../../../common/api/paging';
import { ApiError, callApi, callApiWithHeaders } from '../../lib/api-client';

// Queries of the teams feature. Keys start with 'teams' and carry the signed-in uid where the
// answer depends on who asks, so one user's answer never shows for another in the same tab.

const all = ['teams'] as const;
const teams = [...all, 'team'] as const;
const staffOverviews = [...all, 'staff', 'overview'] as const;

/** The keys of the teams queries; the shorter ones are prefixes that match a whole group. */
export const teamKeys = {
  /** Every teams query (the directory search of web/lib/user-search.ts included). */
  all,
  /** Every Partner's team. */
  teams,
  team: (viewer: string | null, uid?: string) => [...teams, viewer, uid ?? 'own'] as const,
  friendships: (viewer: string | null, uid?: string) =>
    [...all, 'friendships', viewer, uid ?? 'own'] as const,
  productionInfo: (viewer: string | null) => [...all, 'productioninformation', viewer] as const,
  wallet: (viewer: string | null) => [...all, 'wallet', viewer] as const,
  staffProfile: (viewer: string | null) => [...all, 'staff', 'me', viewer] as const,
  /** Every staff overview. */
  staffOverviews,
  staffOverview: (viewer: string | null) => [...staffOverviews, viewer] as const,
  work: (viewer: string | null, from: string, to: string) =>
    [...all, 'work', viewer, from, to] as const,
};

/** A Partner's team; `uid` undefined means the signed-in Partner's own. */
export const teamQuery = (viewer: string | null, uid?: string) =>
  queryOptions({
    queryKey: teamKeys.team(viewer, uid),
    queryFn: ({ signal }) => callApi(teamRoutes.team, { query: uid ? { uid } : {}, signal }),
    enabled: viewer !== null,
  });

/** A contact list: the signed-in user's, or (Admin) the named user's. */
export const friendshipsQuery = (viewer: string | null, uid?: string) =>
  queryOptions({
    queryKey: teamKeys.friendships(viewer, uid),
    queryFn: ({ signal }) => callApi(teamRoutes.friendships, { query: uid ? { uid } : {}, signal }),
    enabled: viewer !== null,
  });

/**
 * The same contact list page by page (decision 028): the first page holds the user, every person
 * and the first groups; each further page more groups. The next cursor is the answer's
 * `x-next-cursor` header, since §7 fixes the body as a bare list.
 */
export const friendshipPagesQuery = (viewer: string | null, uid?: string) =>
  infiniteQueryOptions({
    queryKey: [...teamKeys.friendships(viewer, uid), 'pages'],
    queryFn: async ({ pageParam, signal }) => {
      const { answer, headers } = await callApiWithHeaders(teamRoutes.friendships, {
        query: { ...(uid ? { uid } : {}), ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      });
      return { items: answer, nextCursor: headers.get(nextCursorHeader) };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: viewer !== null,
  });

function unexpected(): never {
  throw new ApiError(200, 'bad_response', errorCatalogue.other.message);
}

/** The signed-in staff member's production information (payout settings). */
export const productionInfoQuery = (viewer: string | null) =>
  queryOptions({
    queryKey: teamKeys.productionInfo(viewer),
    queryFn: async ({ signal }): Promise<ProductionInformation> => {
      const answer = await callApi(teamRoutes.userData, {
        query: { method: 'id', db: 'productioninformation' },
        signal,
      });
      return 'rows' in answer ? unexpected() : answer;
    },
    enabled: viewer !== null,
  });

/** The signed-in staff member's or Affiliate's payout wallet. */
export const walletQuery = (viewer: string | null) =>
  queryOptions({
    queryKey: teamKeys.wallet(viewer),
    queryFn: ({ signal }) => callApi(teamRoutes.wallet, { signal }),
    enabled: viewer !== null,
  });

/** The signed-in staff member's scheduler profile. */
export const staffProfileQuery = (viewer: string | null) =>
  queryOptions({
    queryKey: teamKeys.staffProfile(viewer),
    queryFn: ({ signal }) => callApi(teamRoutes.myStaffProfile, { signal }),
    enabled: viewer !== null,
  });

/**
 * One staff member's status and load (Admin), for their profile page. Screens showing many
 * people read theirs with `useStaffStatuses`; the staff table pages with `staffPagesQuery`.
 */
export const staffOverviewQuery = (viewer: string | null, uid: string) =>
  queryOptions({
    queryKey: [...teamKeys.staffOverview(viewer), uid],
    queryFn: ({ signal }) => callApi(teamRoutes.staffOverview, { query: { uid }, signal }),
    enabled: viewer !== null,
  });

/** A group's members, read when the chat opens it (contact lists name groups without them). */
export const groupMembersQuery = (viewer: string | null, id: string | null) =>
  queryOptions({
    queryKey: [...all, 'group-members', viewer, id],
    queryFn: ({ signal }) => callApi(teamRoutes.groupMembers, { query: { id: id ?? '' }, signal }),
    enabled: viewer !== null && id !== null,
  });

/** The staff table's filters, as its address keeps them. */
export type StaffFilters = { q?: string; status?: StaffStatus; sort?: StaffSort };

/** The staff table page by page ("Load more"), filtered and ordered by the server. */
export const staffPagesQuery = (viewer: string | null, filters: StaffFilters) =>
  infiniteQueryOptions({
    queryKey: [...teamKeys.staffOverview(viewer), 'pages', filters],
    queryFn: ({ pageParam, signal }) =>
      callApi(teamRoutes.staffOverview, {
        query: { ...filters, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: viewer !== null,
  });

/** The signed-in staff member's assigned work due between two days. */
export const workQuery = (viewer: string | null, from: string, to: string) =>
  queryOptions({
    queryKey: teamKeys.work(viewer, from, to),
    queryFn: ({ signal }) => callApi(teamRoutes.work, { query: { from, to }, signal }),
    enabled: viewer !== null,
  });

/** A staff member's assigned work due between two days (Admin). */
export const staffWorkQuery = (viewer: string | null, uid: string, from: string, to: string) =>
  queryOptions({
    queryKey: [...teamKeys.work(viewer, from, to), uid] as const,
    queryFn: ({ signal }) => callApi(teamRoutes.work, { query: { from, to, uid }, signal }),
    enabled: viewer !== null,
  });

/** A staff member's rating, pay and latest closed orders (Admin). */
export const staffRecordQuery = (viewer: string | null, uid: string) =>
  queryOptions({
    queryKey: [...all, 'record', viewer, uid] as const,
    queryFn: ({ signal }) => callApi(adminOverviewRoutes.staffRecord, { params: { uid }, signal }),
    enabled: viewer !== null,
  });

/** Gives a member roles on a Partner's team (Admin). */
export function addToTeam(body: TeamChange) {
  return callApi(teamRoutes.addToTeam, { body });
}

/** Takes roles on a Partner's team away from a member (Admin). */
export function removeFromTeam(change: TeamChange) {
  return callApi(teamRoutes.removeFromTeam, {
    query: { ...change, relationship: JSON.stringify(change.relationship) },
  });
}

/** Changes one column of the signed-in user's payout wallet. */
export function changeWallet(body: WalletChange) {
  return callApi(teamRoutes.changeWallet, { body });
}

/** Sets the signed-in staff member's status. */
export function setStatus(body: StatusUpdate) {
  return callApi(teamRoutes.setStatus, { body });
}

/** Sets a staff member's pay tier (Admin). */
export function setTier(body: SetTierRequest) {
  return callApi(teamRoutes.setTier, { body });
}

/** Booked vacations, cancelled and past ones too: one's own, or (Admin) the staff member named. */
export const vacationsQuery = (viewer: string | null, uid?: string) =>
  queryOptions({
    queryKey: [...all, 'vacations', viewer, uid ?? 'own'] as const,
    queryFn: ({ signal }) => callApi(teamRoutes.vacations, { query: uid ? { uid } : {}, signal }),
    enabled: viewer !== null,
  });

/** Books a vacation range; an Admin names the staff member. */
export function bookVacation(body: BookVacation) {
  return callApi(teamRoutes.bookVacation, { body });
}

/** Cancels a vacation range that has not started. */
export function cancelVacation(id: string) {
  return callApi(teamRoutes.cancelVacation, { params: { id } });
}

/** Ends a vacation in progress today. */
export function endVacation(id: string) {
  return callApi(teamRoutes.endVacation, { params: { id } });
}

/** Sets a staff member Available or Busy (Admin). */
export function adminSetStatus(uid: string, body: AdminStatusUpdate) {
  return callApi(teamRoutes.adminSetStatus, { params: { uid }, body });
}
