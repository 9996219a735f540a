import type { Friendship, FriendshipsQuery } from '../../../common/api/teams.js';
import { requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import type { CursorKey } from '../../../common/api/paging.js';
import { pageOf } from '../../db/keyset.js';
import { groupRecords, groupRowsOf } from './team-groups.js';
import { groupBy, staffFacts } from './team-rules.js';
import { todayOf, type DirectoryDeps } from './teams-deps.js';
import type {
  ClientRoleRow,
  GroupRow,
  MemberRoleRow,
  PersonRow,
  StaffRow,
} from './teams.repository.js';
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
  return listContacts(deps, userId, async (me, loaded) =>
    (
      await groupRecords(
        deps,
        await groupRowsOf(deps.repo, me, loaded.clients),
        // A Partner's only group is their own team's.
        me.account_type === 'Partner'
          ? { partners: [me], roles: loaded.team, admins: loaded.admins }
          : { admins: loaded.admins },
      )
    ).map((group) => ({ ...groupEntry(group), members: group.members })),
  );
}

/** A group as a contact list names it. */
function groupEntry(group: { id: string; name: string }): Friendship {
  return {
    uid: group.id,
    name: group.name,
    username: null,
    accountType: 'Group',
    relationship: ['Group'],
    self: false,
  };
}

/** What a contact list has read about the user before it lists their groups. */
type LoadedContacts = { team: MemberRoleRow[]; clients: ClientRoleRow[]; admins: PersonRow[] };

async function listContacts(
  deps: DirectoryDeps,
  userId: string,
  groupsOf: (me: StaffRow, loaded: LoadedContacts) => Promise<Friendship[]>,
): Promise<Friendship[]> {
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
  const groups = await groupsOf(me, { team, clients, admins });

  add(personEntry(me, ['Default']));
  for (const group of groups) add(group);
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

/** One page of a contact list: the entries, and the cursor of the next page of groups. */
export type ContactPage = { list: Friendship[]; nextCursor: string | null };

/** The groups of one page, `limit + 1` of them after `after`, without their members. */
async function groupPage(
  deps: DirectoryDeps,
  me: StaffRow,
  clients: readonly ClientRoleRow[] | undefined,
  page: { after?: CursorKey; limit: number },
): Promise<GroupRow[]> {
  // An Admin is in every group: those are paged in SQL; anyone else is in a handful.
  if (me.account_type === 'Admin') return deps.repo.groupsPage(page.after, page.limit + 1);
  const after = page.after;
  return (await groupRowsOf(deps.repo, me, clients))
    .sort((a, b) => compareKeys([a.name, a.id], [b.name, b.id]))
    .filter((g) => !after || compareKeys([g.name, g.id], after) > 0)
    .slice(0, page.limit + 1);
}

function compareKeys(a: CursorKey, b: CursorKey): number {
  for (let i = 0; i < a.length; i += 1) {
    const [x, y] = [a[i]!, b[i]!];
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/**
 * GET /api/comm/friendships: one's own contacts, or (Admin) those of the named user. Groups
 * come without their members (asked for when a group is opened) and are paged (decision 028):
 * the first page holds the user, the first groups and every person; a `cursor` page holds only
 * the groups after it.
 */
export async function friendships(
  deps: DirectoryDeps,
  who: Principal,
  query: FriendshipsQuery,
): Promise<ContactPage> {
  const uid = query.uid ?? who.uid;
  if (uid !== who.uid) requireAccountType(who, 'Admin');
  const page = { limit: query.limit, ...(query.cursor ? { after: query.cursor } : {}) };
  let nextCursor: string | null = null;
  const groupsOf = async (me: StaffRow, clients?: readonly ClientRoleRow[]) => {
    const rows = pageOf(await groupPage(deps, me, clients, page), page.limit, (g) => [
      g.name,
      g.id,
    ]);
    nextCursor = rows.nextCursor;
    return rows.rows.map(groupEntry);
  };
  if (query.cursor) {
    const me = await deps.repo.staffRow(uid);
    if (!me) throw new AppError('not_found');
    return { list: await groupsOf(me), nextCursor };
  }
  const list = await listContacts(deps, uid, (me, loaded) => groupsOf(me, loaded.clients));
  return { list, nextCursor };
}
