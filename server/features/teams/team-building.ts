import type {
  TeamChange,
  TeamChangeResponse,
  TeamQuery,
  TeamResponse,
  TeamRole,
} from '../../../common/api/teams.js';
import { requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import { requireTeamReader } from './team-guards.js';
import { groupRecords } from './team-groups.js';
import {
  exceedsLimit,
  foldMembers,
  groupName,
  planName,
  roleRefusal,
  teamLimitFor,
} from './team-rules.js';
import { todayOf, type DirectoryDeps } from './teams-deps.js';
import type { PersonRow, TeamsRepository } from './teams.repository.js';

/** A team change is an Admin's, between two users who both exist (else not_found). */
async function requireAdminChange(
  repo: TeamsRepository,
  who: Principal,
  change: TeamChange,
): Promise<[PersonRow, PersonRow]> {
  requireAccountType(who, 'Admin');
  const [a, b] = await Promise.all([repo.findPerson(change.uid1), repo.findPerson(change.uid2)]);
  if (!a || !b) throw new AppError('not_found');
  return [a, b];
}

/** GET /api/comm/team: a Partner's own team, a staff member's client's team, any for an Admin. */
export async function showTeam(
  deps: DirectoryDeps,
  who: Principal,
  query: TeamQuery,
): Promise<TeamResponse> {
  const { repo } = deps;
  const partnerId = query.uid ?? (who.accountType === 'Partner' ? who.uid : undefined);
  if (!partnerId)
    throw new AppError('invalid_input', {}, { uid: 'Name the Partner whose team to show.' });
  await requireTeamReader(deps, who, partnerId);
  const partner = await repo.findPerson(partnerId);
  if (!partner) throw new AppError('not_found');
  if (partner.account_type !== 'Partner') throw new AppError('not_a_partner');
  // The team's roles are read once, for the member list and for the group's members.
  const [roles, groupRows] = await Promise.all([
    repo.memberRoles([partner.id]),
    repo.groupsOfPartners([partner.id]),
  ]);
  const members = foldMembers(roles, todayOf(deps));
  const [group = null] = await groupRecords(deps, groupRows, { partners: [partner], roles });
  return {
    partner: {
      uid: partner.id,
      username: partner.username,
      name: partner.name,
      plan: partner.plan,
    },
    limit: teamLimitFor(partner.plan),
    // The pay tier is between the agency and the staff member, not the Partner's business.
    members: members.map(({ tier: _tier, ...member }) => member),
    group,
  };
}

/**
 * PUT /api/comm/team (Admin): gives uid2 the listed roles on Partner uid1's team within the
 * plan's limit (editors must be isEditor, artists isArtist), or makes two users contacts.
 */
export async function addToTeam(
  deps: DirectoryDeps,
  who: Principal,
  change: TeamChange,
): Promise<TeamChangeResponse> {
  const { repo } = deps;
  const [a, b] = await requireAdminChange(repo, who, change);
  const at = deps.now().toISOString();
  const subject = { type: 'team', id: a.id };
  if (change.relationship.includes('Default')) {
    const before = await repo.relationshipsBetween(a.id, b.id);
    await repo.addContact(a.id, b.id, at);
    const relationship = await repo.relationshipsBetween(a.id, b.id);
    const entry = { member: b.id, before, after: relationship };
    await repo.audit({ actorId: who.uid, action: 'team.add', subject, ...teamChange(entry), at });
    return { ok: true, relationship };
  }
  if (a.account_type !== 'Partner') throw new AppError('not_a_partner');
  if (b.verified_at === null)
    throw new AppError('invalid_input', {}, { uid2: 'This account is not verified yet.' });
  const roles = [...new Set(change.relationship)] as TeamRole[];
  for (const role of roles) {
    const refusal = roleRefusal(role, b);
    if (refusal) throw new AppError(refusal, { name: b.username });
  }
  const limit = teamLimitFor(a.plan);
  await repo.changeTeam(a.id, groupName(a), at, async (team) => {
    const current = await team.memberRoles();
    const memberIds = new Set(current.map((m) => m.member_id));
    const held = new Set(current.filter((m) => m.member_id === b.id).map((m) => m.role));
    const missing = roles.filter((r) => !held.has(r));
    if (missing.length === 0) return;
    if (exceedsLimit(memberIds, b.id, limit))
      throw new AppError('team_full', { plan: planName(a.plan), limit });
    await team.insertRoles(b.id, missing);
    const entry = { member: b.id, before: [...held], after: [...held, ...missing] };
    await team.audit({ actorId: who.uid, action: 'team.add', subject, ...teamChange(entry), at });
  });
  return { ok: true, relationship: await repo.relationshipsBetween(a.id, b.id) };
}

/** DELETE /api/comm/team (Admin): removes the listed relationships; absent ones are fine. */
export async function removeFromTeam(
  deps: DirectoryDeps,
  who: Principal,
  change: TeamChange,
): Promise<TeamChangeResponse> {
  const { repo } = deps;
  const [a, b] = await requireAdminChange(repo, who, change);
  const before = await repo.relationshipsBetween(a.id, b.id);
  await repo.deleteRelationships(a.id, b.id, change.relationship);
  const relationship = await repo.relationshipsBetween(a.id, b.id);
  await repo.audit({
    actorId: who.uid,
    action: 'team.remove',
    subject: { type: 'team', id: a.id },
    ...teamChange({ member: b.id, before, after: relationship }),
    at: deps.now().toISOString(),
  });
  return { ok: true, relationship };
}

/** A team change as the audit log shows it: the member's relationships before and after. */
function teamChange(change: { member: string; before: string[]; after: string[] }) {
  return {
    before: { member: change.member, relationship: change.before },
    after: { member: change.member, relationship: change.after },
  };
}
