import type { Plan } from '../../../common/api/accounts.js';
import type {
  Presence,
  StaffFacts,
  StaffProfile,
  TeamMember,
  TeamRole,
} from '../../../common/api/teams.js';
import type { ErrorCode } from '../../../common/errors.js';
import { teamLimits } from '../../../common/limits.js';
import type { MemberRoleRow, PersonRow, StaffRow } from './teams.repository.js';
import { avatarOfRow } from './teams-rows.js';

// The pure rules of teams: plan limits, who may hold which role, and what a staff member's
// availability is on a given day. No I/O, so they are tested directly.

/** Team members a plan allows (docs/product.md §9): Standard 2, Premium 3; a Partner without a plan is Standard. */
export function teamLimitFor(plan: Plan | null): number {
  return teamLimits.membersByPlan[plan ?? 'Standard'];
}

/** The plan whose limit applies, named in the team_full message. */
export function planName(plan: Plan | null): Plan {
  return plan ?? 'Standard';
}

/**
 * Why `person` may not hold `role`, or undefined when they may: an Editor must be a Production
 * account flagged isEditor, an Artist one flagged isArtist.
 */
export function roleRefusal(role: TeamRole, person: PersonRow): ErrorCode | undefined {
  const staff = person.account_type === 'Production';
  if (role === 'Editor' && !(staff && person.is_editor === 1)) return 'not_an_editor';
  if (role === 'Artist' && !(staff && person.is_artist === 1)) return 'not_an_artist';
  return undefined;
}

/**
 * True when adding `memberId` would take the team over its limit. A member counts once whatever
 * their roles, so giving a current member a second role never hits the limit.
 */
export function exceedsLimit(
  currentMemberIds: ReadonlySet<string>,
  memberId: string,
  limit: number,
): boolean {
  return !currentMemberIds.has(memberId) && currentMemberIds.size >= limit;
}

/** The UTC calendar day of an instant, `YYYY-MM-DD`. */
export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

type ProfileColumns = Pick<
  StaffRow,
  'status' | 'busy_link' | 'busy_title' | 'vacation_start' | 'vacation_end'
>;

const available: Presence = {
  status: 'Available',
  busyLink: null,
  busyTitle: null,
  vacation: null,
};

/**
 * Availability on `today`: the booked vacation that applies now or comes next (the profile's
 * window, kept by vacations.ts) makes a staff member Vacation from its first to its last day and
 * is shown ahead of time, gone once over, so nobody has to switch back by hand; otherwise Busy
 * applies until the staff member changes it; no profile means Available.
 */
export function presenceOf(row: ProfileColumns | undefined, today: string): Presence {
  if (!row || row.status === null) return available;
  const vacation =
    row.vacation_start && row.vacation_end && today <= row.vacation_end
      ? { start: row.vacation_start, end: row.vacation_end }
      : null;
  if (vacation && today >= vacation.start)
    return { status: 'Vacation', busyLink: null, busyTitle: null, vacation };
  if (row.status === 'Busy')
    return { status: 'Busy', busyLink: row.busy_link, busyTitle: row.busy_title, vacation };
  return { ...available, vacation };
}

/** Roles, speeds and availability of a staff row. */
export function staffFacts(row: StaffRow, today: string): StaffFacts {
  return {
    isEditor: row.is_editor === 1,
    isArtist: row.is_artist === 1,
    editSpeed: row.edit_speed_days,
    thumbnailSpeed: row.thumbnail_speed_days,
    ...presenceOf(row, today),
  };
}

/** The scheduler's view of a staff row. */
export function staffProfile(row: StaffRow, today: string): StaffProfile {
  return {
    uid: row.id,
    username: row.username,
    name: row.name,
    tier: row.tier ?? teamLimits.defaultTier,
    chosenStatus: row.status ?? 'Available',
    ...staffFacts(row, today),
  };
}

/** A team member as other services see them: the §3 fields plus their pay tier. */
export type TeamMemberProfile = TeamMember & { tier: number };

/** Folds one row per (member, role) into one member each, keeping the rows' order. */
export function foldMembers(rows: readonly MemberRoleRow[], today: string): TeamMemberProfile[] {
  const members = new Map<string, TeamMemberProfile>();
  for (const row of rows) {
    const existing = members.get(row.id);
    if (existing) {
      if (!existing.relationship.includes(row.role)) existing.relationship.push(row.role);
      continue;
    }
    members.set(row.id, {
      uid: row.id,
      username: row.username,
      name: row.name,
      accountType: 'Production',
      relationship: [row.role],
      avatarUrl: avatarOfRow(row),
      tier: row.tier ?? teamLimits.defaultTier,
      ...staffFacts(row, today),
    });
  }
  // Editor before Artist, whatever order the rows came in.
  for (const member of members.values())
    member.relationship.sort((a, b) => (a === b ? 0 : a === 'Editor' ? -1 : 1));
  return [...members.values()];
}

/** The shown name of a team's group chat. */
export function groupName(partner: Pick<PersonRow, 'name'>): string {
  return `${partner.name}'s Team`;
}

/** Rows with the same id together, in the order each id first appears. */
export function groupBy<R extends { id: string }>(rows: readonly R[]): Array<[R, ...R[]]> {
  const groups = new Map<string, [R, ...R[]]>();
  for (const row of rows) {
    const group = groups.get(row.id);
    if (group) group.push(row);
    else groups.set(row.id, [row]);
  }
  return [...groups.values()];
}
