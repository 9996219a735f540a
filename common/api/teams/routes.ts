import { z } from 'zod/mini';
import { OkResponse } from '../accounts.js';
import { defineRoute } from '../contract.js';
import { UserSearchResponse } from './directory.js';
import { Friendship, FriendshipsQuery, GroupMembers, GroupMembersQuery } from './friendships.js';
import { TeamQuery, TeamResponse } from './members.js';
import {
  ProductionInfoQuery,
  ProductionInformation,
  UpdateProductionInfo,
  UserDataQuery,
} from './production-info.js';
import {
  SetTierRequest,
  StaffOverview,
  StaffOverviewQuery,
  StaffProfile,
  StatusUpdate,
  WorkQuery,
  WorkResponse,
} from './scheduler.js';
import { TeamChange, TeamChangeResponse } from './team-change.js';
import { Wallet, WalletChange } from './wallet.js';
import {
  AdminStatusUpdate,
  BookVacation,
  StatusChange,
  VacationList,
  VacationParams,
  VacationsQuery,
  StaffUidParams as StaffRecordParams,
} from './vacations.js';

// The routes of docs/product.md §7 Comm and user that teams own, plus the staff scheduler's. The
// barrel (common/api/teams.ts) reads them as `teamRoutes`; each is an export of its own so that a
// bundle takes only the routes, and the schemas, its pages call.

export const team = defineRoute({
  method: 'GET',
  path: '/api/comm/team',
  auth: true,
  query: TeamQuery,
  response: TeamResponse,
});
export const addToTeam = defineRoute({
  method: 'PUT',
  path: '/api/comm/team',
  auth: true,
  body: TeamChange,
  response: TeamChangeResponse,
});
export const removeFromTeam = defineRoute({
  method: 'DELETE',
  path: '/api/comm/team',
  auth: true,
  query: TeamChange,
  response: TeamChangeResponse,
});
export const friendships = defineRoute({
  method: 'GET',
  path: '/api/comm/friendships',
  auth: true,
  query: FriendshipsQuery,
  response: z.array(Friendship),
});
/** The members of a group the caller is in (any group, for an Admin), beyond §7. */
export const groupMembers = defineRoute({
  method: 'GET',
  path: '/api/comm/group/members',
  auth: true,
  query: GroupMembersQuery,
  response: GroupMembers,
});
export const userData = defineRoute({
  method: 'GET',
  path: '/api/user/data',
  auth: true,
  query: UserDataQuery,
  response: z.union([UserSearchResponse, ProductionInformation]),
});
export const updateUserData = defineRoute({
  method: 'POST',
  path: '/api/user/data',
  auth: true,
  query: ProductionInfoQuery,
  body: UpdateProductionInfo,
  response: ProductionInformation,
});
/** The signed-in staff member's or Affiliate's payout wallet (beyond §7). */
export const wallet = defineRoute({
  method: 'GET',
  path: '/api/user/wallet',
  auth: true,
  response: Wallet,
});
/** Changes one column of the signed-in staff member's or Affiliate's wallet (beyond §7). */
export const changeWallet = defineRoute({
  method: 'PUT',
  path: '/api/user/wallet',
  auth: true,
  body: WalletChange,
  response: Wallet,
});
export const myStaffProfile = defineRoute({
  method: 'GET',
  path: '/api/staff/me',
  auth: true,
  response: StaffProfile,
});
export const setStatus = defineRoute({
  method: 'PUT',
  path: '/api/staff/status',
  auth: true,
  body: StatusUpdate,
  response: StaffProfile,
});
export const work = defineRoute({
  method: 'GET',
  path: '/api/staff/work',
  auth: true,
  query: WorkQuery,
  response: WorkResponse,
});
export const staffOverview = defineRoute({
  method: 'GET',
  path: '/api/staff',
  auth: true,
  query: StaffOverviewQuery,
  response: StaffOverview,
});
export const setTier = defineRoute({
  method: 'PUT',
  path: '/api/staff/tier',
  auth: true,
  body: SetTierRequest,
  response: OkResponse,
});
export const vacations = defineRoute({
  method: 'GET',
  path: '/api/staff/vacations',
  auth: true,
  query: VacationsQuery,
  response: VacationList,
});
export const bookVacation = defineRoute({
  method: 'POST',
  path: '/api/staff/vacations',
  auth: true,
  body: BookVacation,
  response: VacationList,
});
export const cancelVacation = defineRoute({
  method: 'DELETE',
  path: '/api/staff/vacations/:id',
  auth: true,
  params: VacationParams,
  response: VacationList,
});
/** Ends a vacation in progress early: today becomes its last day and availability returns now. */
export const endVacation = defineRoute({
  method: 'POST',
  path: '/api/staff/vacations/:id/end',
  auth: true,
  params: VacationParams,
  response: VacationList,
});
export const adminSetStatus = defineRoute({
  method: 'PUT',
  path: '/api/admin/staff/:uid/status',
  auth: true,
  params: StaffRecordParams,
  body: AdminStatusUpdate,
  response: StatusChange,
});
