import type { Friendship, FriendshipsQuery } from '../../../common/api/teams.js';
import { requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import { groupRecords, groupRowsOf } from './team-groups.js';
import { groupBy, staffFacts } from './team-rules.js';
import { todayOf, type DirectoryDeps } from './teams-deps.js';
import type { PersonRow, StaffRow } from './teams.repository.js';
import { avatarOfRow } from './teams-rows.js';

const contactOrder: Record<string, number> = {
  Admin: 0,
  Partner: 1,
  Production: 2,
  Affiliate: 3,
};

function asStaffRow(row: PersonRow): StaffRow {
  return {
    ...row,
    status: null,
    busy_link: null,
    busy_title: null,
    vacation_start: null,
    vacation_end: null,
    tier: null,
    payout_method: null,
    paypal: null,
    paysend: null,
  };
}

/**
 * A user's contact list (docs/product.md §3, §6): themselves, their groups, every Admin, their team
 * (a Partner) or clients (staff), and their plain contacts.
 */
export async function contactsOf(deps: DirectoryDeps, userId: string): Promise<Friendship[]> {
  const { repo } = deps;
  const me = await repo.staffRow(userId);
  if (!me) throw new AppError('not_found');
  const day = todayOf(deps);
  const entries = new Map<string, Friendship>();
  const add = (entry: Friendship) => {
    const existing = entries.get(entry.uid);
    if (!existing) entries.set(entry.uid, entry);
    else
      for (const r of entry.relationship)
        if (!existing.relationship.includes(r)) existing.relationship.push(r);
  };
  const personEntry = (row: StaffRow, relationship: string[]): Friendship => ({
    uid: row.id,
    name: row.name,
    username: row.username,
    accountType: row.account_type,
    relationship,
    self: row.id === me.id,
    avatarUrl: avatarOfRow(row),
    ...(row.account_type === 'Production' ? { staff: staffFacts(row, day) } : {}),
  });

  // Read once: the groups are built from the same team, client and Admin rows as the people.
  const [team, clients, admins, contacts] = await Promise.all([
    me.account_type === 'Partner' ? repo.memberRoles([me.id]) : [],
    me.account_type === 'Production' ? repo.clientRoles(me.id) : [],
    repo.admins(),
    repo.contacts(me.id),
  ]);
  const groups = await groupRecords(
    deps,
    await groupRowsOf(repo, me, clients),
    // A Partner's only group is their own team's.
    me.account_type === 'Partner' ? { partners: [me], roles: team, admins } : { admins },
  );

  add(personEntry(me, ['Default']));
  for (const group of groups)
    add({
      uid: group.id,
      name: group.name,
      username: null,
      accountType: 'Group',
      relationship: ['Group'],
      self: false,
      members: group.members,
    });
  for (const rows of groupBy(team))
    add(
      personEntry(
        rows[0],
        rows.map((r) => r.role),
      ),
    );
  for (const rows of groupBy(clients))
    add(
      personEntry(
        asStaffRow(rows[0]),
        rows.map((r) => r.role),
      ),
    );
  for (const admin of admins) add(personEntry(asStaffRow(admin), ['Default']));
  for (const contact of contacts) add(personEntry(contact, ['Default']));

  const [self, ...rest] = [...entries.values()];
  const groupEntries = rest.filter((e) => e.accountType === 'Group');
  const people = rest
    .filter((e) => e.accountType !== 'Group')
    .sort(
      (a, b) =>
        (contactOrder[a.accountType] ?? 9) - (contactOrder[b.accountType] ?? 9) ||
        a.name.localeCompare(b.name),
    );
  return [...(self ? [self] : []), ...groupEntries, ...people];
}

/** GET /api/comm/friendships: one's own contacts, or (Admin) those of the named user. */
export async function friendships(
  deps: DirectoryDeps,
  who: Principal,
  query: FriendshipsQuery,
): Promise<Friendship[]> {
  const uid = query.uid ?? who.uid;
  if (uid !== who.uid) requireAccountType(who, 'Admin');
  return contactsOf(deps, uid);
}
