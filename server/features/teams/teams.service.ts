import type {
  AdminStatusUpdate,
  BookVacation,
  VacationsQuery,
  FriendshipsQuery,
  GroupMembersQuery,
  ProductionInfoQuery,
  SetTierRequest,
  StaffOverviewQuery,
  StatusUpdate,
  TeamChange,
  TeamQuery,
  UpdateProductionInfo,
  UserDataQuery,
  WalletChange,
  WorkQuery,
} from '../../../common/api/teams.js';
import type { Principal } from '../../auth/tokens.js';
import { friendships } from './contacts.js';
import { groupMembers } from './group-members.js';
import { updateProductionInfo, userData } from './production-info.js';
import { assignedWork, setTier, staffOverview } from './scheduler.js';
import { myStaffProfile, setStatus } from './staff-status.js';
import {
  advanceVacationWindows,
  bookVacation,
  cancelVacation,
  listVacations,
} from './vacations.js';
import { adminSetStatus } from './admin-status.js';
import { endVacation } from './end-vacation.js';
import { addToTeam, removeFromTeam, showTeam } from './team-building.js';
import type { TeamsDeps } from './teams-deps.js';
import { changeWallet, myWallet } from './wallet.js';

export type { TeamsDeps } from './teams-deps.js';

/**
 * The teams routes' use cases (docs/product.md §2-§7 Comm and user): team building, contacts,
 * the user directory, staff settings and status, and the scheduler. Each lives in its own file;
 * the lookups other features make are the directory's (teams-directory.ts).
 */
export function teamsService(deps: TeamsDeps) {
  // The UTC day whose beginning vacations this instance has announced (advanceVacationWindows).
  const announced: { day?: string } = {};
  return {
    team: (who: Principal, query: TeamQuery) => showTeam(deps, who, query),
    addToTeam: (who: Principal, change: TeamChange) => addToTeam(deps, who, change),
    removeFromTeam: (who: Principal, change: TeamChange) => removeFromTeam(deps, who, change),
    friendships: (who: Principal, query: FriendshipsQuery) => friendships(deps, who, query),
    groupMembers: (who: Principal, query: GroupMembersQuery) => groupMembers(deps, who, query),
    userData: (who: Principal, query: UserDataQuery) => userData(deps, who, query),
    updateProductionInfo: (
      who: Principal,
      query: ProductionInfoQuery,
      body: UpdateProductionInfo,
    ) => updateProductionInfo(deps, who, query, body),
    wallet: (who: Principal) => myWallet(deps, who),
    changeWallet: (who: Principal, change: WalletChange) => changeWallet(deps, who, change),
    myStaffProfile: (who: Principal) => myStaffProfile(deps, who),
    setStatus: (who: Principal, update: StatusUpdate) => setStatus(deps, who, update),
    work: (who: Principal, query: WorkQuery) => assignedWork(deps, who, query),
    staffOverview: (who: Principal, query: StaffOverviewQuery) => staffOverview(deps, who, query),
    setTier: (who: Principal, body: SetTierRequest) => setTier(deps, who, body),
    vacations: (who: Principal, query: VacationsQuery) => listVacations(deps, who, query),
    bookVacation: (who: Principal, body: BookVacation) => bookVacation(deps, who, body),
    cancelVacation: (who: Principal, id: string) => cancelVacation(deps, who, id),
    endVacation: (who: Principal, id: string) => endVacation(deps, who, id),
    adminSetStatus: (who: Principal, uid: string, body: AdminStatusUpdate) =>
      adminSetStatus(deps, who, uid, body),
    advanceVacationWindows: () => advanceVacationWindows(deps, announced),
  };
}

/** The teams service's shape, for routes and tests. */
export type TeamsService = ReturnType<typeof teamsService>;
