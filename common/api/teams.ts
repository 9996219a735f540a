import { z } from 'zod';
import { requiredMessage } from '../errors.js';
import { teamLimits as L } from '../limits.js';
import { AccountType, OkResponse, Plan } from './accounts.js';
import { defineRoute } from './contract.js';
import { requiredOr } from './fields.js';

// Teams (docs/product.md §3 Team member, Friendship record; §7 Comm and user): who is on whose team, staff
// availability and payout settings, the contact list and the user directory search.

// A missing uid reads as form_incomplete, a malformed one as invalid_input.
const Uid = z.uuid(requiredOr('Expected a user id.'));
/** A calendar day, `YYYY-MM-DD`; vacation days are read as UTC dates. */
export const IsoDate = z.iso.date('Expected a date (YYYY-MM-DD).');

/** A role on a Partner's team (docs/product.md §3 relationship values of a Team member). */
export const TeamRole = z.enum(['Editor', 'Artist']);
export type TeamRole = z.infer<typeof TeamRole>;

/** What a relationship between two users can say: a team role, or a plain contact. */
export const Relationship = z.enum(['Editor', 'Artist', 'Default']);
export type Relationship = z.infer<typeof Relationship>;

/** A staff member's availability (docs/product.md §3): only Available staff are offered for new orders. */
export const StaffStatus = z.enum(['Available', 'Busy', 'Vacation']);
export type StaffStatus = z.infer<typeof StaffStatus>;

/** How a staff member is paid (docs/product.md §2 'Your Wallet'). */
export const PayoutMethod = z.enum(['PayPal', 'Paysend']);
export type PayoutMethod = z.infer<typeof PayoutMethod>;

/** Contact types of the chat (docs/product.md §1: Group and System appear only as contacts). */
export const ContactType = z.enum([...AccountType.options, 'Group', 'System']);
export type ContactType = z.infer<typeof ContactType>;

/** A booked vacation, first and last day included. */
export const Vacation = z.object({ start: IsoDate, end: IsoDate });
export type Vacation = z.infer<typeof Vacation>;

/** Availability as others see it today: `status` is already Vacation on a booked day. */
export const Presence = z.object({
  status: StaffStatus,
  /** Busy only: where the work is (an app path or https link) and what it is. */
  busyLink: z.string().nullable(),
  busyTitle: z.string().nullable(),
  /** The booked vacation while it is current or ahead; null otherwise. */
  vacation: Vacation.nullable(),
});
export type Presence = z.infer<typeof Presence>;

/** A staff member's roles, speeds (in days) and availability. */
export const StaffFacts = z.object({
  isEditor: z.boolean(),
  isArtist: z.boolean(),
  editSpeed: z.number().nullable(),
  thumbnailSpeed: z.number().nullable(),
  ...Presence.shape,
});
export type StaffFacts = z.infer<typeof StaffFacts>;

/** A member of a Partner's team with the §3 Team member fields; speeds are in days. */
export const TeamMember = z.object({
  uid: z.string(),
  username: z.string(),
  name: z.string(),
  accountType: z.literal('Production'),
  /** The roles this member holds on the team. */
  relationship: z.array(TeamRole),
  ...StaffFacts.shape,
});
export type TeamMember = z.infer<typeof TeamMember>;

/** Someone in a group chat. */
export const GroupMember = z.object({
  uid: z.string(),
  name: z.string(),
  username: z.string(),
  accountType: AccountType,
  /** Team roles of a staff member in this group's team; empty for the Partner and Admins. */
  roles: z.array(TeamRole),
});
export type GroupMember = z.infer<typeof GroupMember>;

/**
 * A team's group chat: the Partner, the team and every Admin. `id` never changes (messages should
 * name the group by it); `name` follows the Partner's name and is what the chat shows.
 */
export const TeamGroup = z.object({
  id: z.string(),
  name: z.string(),
  partnerUid: z.string(),
  members: z.array(GroupMember),
});
export type TeamGroup = z.infer<typeof TeamGroup>;

/** Answer of GET /api/comm/team: the Partner, their plan's limit, the members and the group. */
export const TeamResponse = z.object({
  partner: z.object({
    uid: z.string(),
    username: z.string(),
    name: z.string(),
    plan: Plan.nullable(),
  }),
  /** Team members the Partner's plan allows (docs/product.md §9). */
  limit: z.number(),
  members: z.array(TeamMember),
  group: TeamGroup.nullable(),
});
export type TeamResponse = z.infer<typeof TeamResponse>;

/** Query of GET /api/comm/team: the Partner; a Partner may leave it out for their own team. */
export const TeamQuery = z.object({ uid: Uid.optional() });
export type TeamQuery = z.infer<typeof TeamQuery>;

const roleList = z
  .array(Relationship, 'Expected a list of relationships.')
  .min(1, 'Name at least one relationship.')
  .max(Relationship.options.length)
  .refine((list) => !list.includes('Default') || list.length === 1, {
    message: 'Default (a plain contact) cannot be combined with team roles.',
  });

// The spec sends the relationship as a JSON list; in a query string it arrives as text.
function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/**
 * Body of PUT /api/comm/team (Admin): give `uid2` the listed roles on `uid1`'s team (uid1 is the
 * Partner), or make the two plain contacts with `["Default"]`. Sent once per added member.
 */
export const TeamChange = z
  .object({ uid1: Uid, uid2: Uid, relationship: z.preprocess(parseJson, roleList) })
  .refine((v) => v.uid1 !== v.uid2, { path: ['uid2'], message: 'Choose two different users.' });
export type TeamChange = z.infer<typeof TeamChange>;

/** Answer of PUT and DELETE /api/comm/team: the relationship between the two users now. */
export const TeamChangeResponse = z.object({
  ok: z.literal(true),
  relationship: z.array(Relationship),
});
export type TeamChangeResponse = z.infer<typeof TeamChangeResponse>;

/** A contact of the signed-in user (docs/product.md §3 Contact/friend and Friendship record). */
export const Friendship = z.object({
  /** The user's uid, or the group's id. */
  uid: z.string(),
  name: z.string(),
  /** Null for a group. */
  username: z.string().nullable(),
  accountType: ContactType,
  /**
   * The relationship to the viewer: a team member's roles on the viewer's team, the viewer's roles
   * on a Partner's team, `Group` for a group, `Default` for anyone else (self, Admins, contacts).
   */
  relationship: z.array(z.string()),
  /** True for the viewer's own entry. */
  self: z.boolean(),
  /** Groups only. */
  members: z.array(GroupMember).optional(),
  /** Production entries: their roles, speeds and availability. */
  staff: StaffFacts.optional(),
});
export type Friendship = z.infer<typeof Friendship>;

/** Query of GET /api/comm/friendships: an Admin may name the (emulated) client. */
export const FriendshipsQuery = z.object({ uid: Uid.optional() });
export type FriendshipsQuery = z.infer<typeof FriendshipsQuery>;

/** One entry of the Team Builder's view of a friendship list (docs/product.md §3 rules). */
export type TeamBuilderEntry = Omit<Friendship, 'accountType'> & {
  accountType: Exclude<ContactType, 'Production' | 'Group'> | TeamRole;
};

/**
 * docs/product.md §3 rules for a friendship list shown by the Team Builder: group entries are dropped,
 * entries whose first relationship is Default are skipped, and Production entries expand into
 * one entry per relationship value (its accountType becoming that value, Editor or Artist).
 */
export function teamBuilderEntries(list: readonly Friendship[]): TeamBuilderEntry[] {
  const entries: TeamBuilderEntry[] = [];
  for (const entry of list) {
    if (entry.accountType === 'Group') continue;
    if (entry.relationship[0] === 'Default') continue;
    if (entry.accountType === 'Production') {
      for (const value of entry.relationship) {
        const role = TeamRole.safeParse(value);
        if (role.success) entries.push({ ...entry, accountType: role.data });
      }
      continue;
    }
    entries.push({ ...entry, accountType: entry.accountType });
  }
  return entries;
}

/** docs/product.md §5: only editors get edits, only artists thumbnails, and only Available staff are listed. */
export function assignableStaff(members: readonly TeamMember[], role: TeamRole): TeamMember[] {
  return members.filter((m) => m.relationship.includes(role) && m.status === 'Available');
}

// --- Directory search: GET /api/user/data?method=search ------------------------------------

const filterValue = z.union([z.string().max(L.searchValueMax), z.number(), z.boolean()]);
const filterValues = z
  .array(filterValue, 'Expected a list of values.')
  .max(L.filterValuesMax, `At most ${L.filterValuesMax} values.`);
const usersColumn = z.enum(['Username', 'AccountType', 'Id'], 'Unknown column.');

/** A blacklist entry: leave out users whose `column` is one of `values`. */
export const BlacklistFilter = z.object({ column: usersColumn, values: filterValues });
export type BlacklistFilter = z.infer<typeof BlacklistFilter>;

/** A whitelist entry: keep only users whose `column` of table `db` is one of `values`. */
export const WhitelistFilter = z.discriminatedUnion(
  'db',
  [
    z.object({ db: z.literal('users'), column: usersColumn, values: filterValues }),
    z.object({
      db: z.literal('productioninformation'),
      column: z.enum(['IsEditor', 'IsArtist'], 'Unknown column.'),
      values: filterValues,
    }),
  ],
  { error: 'Unknown table.' },
);
export type WhitelistFilter = z.infer<typeof WhitelistFilter>;

const filterList = <T extends z.ZodType>(item: T) =>
  z.preprocess(parseJson, z.array(item, 'Expected a JSON list.').max(L.filtersMax)).optional();

/** Query of the username search (docs/product.md §7): 9 per page, pages from 1. */
export const UserSearchQuery = z.object({
  method: z.literal('search'),
  db: z.literal('users', 'Unknown table.'),
  column: z.literal('Username', 'Unknown column.'),
  value: z.string().max(L.searchValueMax, `At most ${L.searchValueMax} characters.`).default(''),
  page: z.coerce.number('Expected a page number.').int().min(1).max(100_000).default(1),
  count: z.coerce
    .number('Expected a number.')
    .int()
    .min(1)
    .max(L.searchPageSizeMax)
    .default(L.searchPageSize),
  blacklists: filterList(BlacklistFilter),
  whitelists: filterList(WhitelistFilter),
});
export type UserSearchQuery = z.infer<typeof UserSearchQuery>;

/** One search result. */
export const UserRow = z.object({
  Id: z.string(),
  Username: z.string(),
  Name: z.string(),
  AccountType: AccountType,
  IsEditor: z.boolean(),
  IsArtist: z.boolean(),
});
export type UserRow = z.infer<typeof UserRow>;

/** Answer of the search: one page of rows, and how many match in all. */
export const UserSearchResponse = z.object({
  rows: z.array(UserRow),
  page: z.number(),
  count: z.number(),
  total: z.number(),
  pages: z.number(),
});
export type UserSearchResponse = z.infer<typeof UserSearchResponse>;

// --- Production information: GET/POST /api/user/data?method=id&db=productioninformation --------

/** Query naming the signed-in staff member's own production information. */
export const ProductionInfoQuery = z.object({
  method: z.literal('id'),
  db: z.literal('productioninformation', 'Unknown table.'),
});
export type ProductionInfoQuery = z.infer<typeof ProductionInfoQuery>;

/** Query of GET /api/user/data: a search, or one's own production information. */
export const UserDataQuery = z.discriminatedUnion(
  'method',
  [UserSearchQuery, ProductionInfoQuery],
  {
    error: 'Unknown method.',
  },
);
export type UserDataQuery = z.infer<typeof UserDataQuery>;

/** A staff member's production information (docs/product.md §3): payout accounts, roles, speeds, tier. */
export const ProductionInformation = z.object({
  PayPal: z.string().nullable(),
  Paysend: z.string().nullable(),
  PayoutMethod: PayoutMethod.nullable(),
  IsEditor: z.boolean(),
  IsArtist: z.boolean(),
  EditSpeed: z.number().nullable(),
  ThumbnailSpeed: z.number().nullable(),
  /** Pay tier 1-3 (docs/product.md §9), set by an Admin. */
  Tier: z.number(),
});
export type ProductionInformation = z.infer<typeof ProductionInformation>;

/** Columns of production information a staff member may change; the rest are not theirs to edit. */
export const EditableColumn = z.enum(['PayPal', 'Paysend', 'PayoutMethod'], 'Unknown column.');
export type EditableColumn = z.infer<typeof EditableColumn>;

/** Message of an empty settings value (docs/product.md §5, §8). */
export const enterValueMessage = 'Please enter a value';

/** A settings value: 1-50 characters after trimming (docs/product.md §5). */
export const SettingValue = z
  .string(enterValueMessage)
  .trim()
  .min(L.settingValueMin, enterValueMessage)
  .max(L.settingValueMax, `At most ${L.settingValueMax} characters.`)
  .refine((v) => !/\p{Cc}/u.test(v), 'Control characters are not allowed.');

/**
 * Body of POST /api/user/data?method=id&db=productioninformation: `values` names the row (the
 * staff member's own uid), `columnName` what to change and `newValue` the value.
 */
export const UpdateProductionInfo = z
  .object({
    values: z.union([Uid, z.array(Uid).length(1, 'Name exactly one user.')]),
    columnName: EditableColumn,
    newValue: SettingValue,
  })
  .superRefine((v, ctx) => {
    if (v.columnName === 'PayPal' && !z.email().safeParse(v.newValue).success)
      ctx.addIssue({
        code: 'custom',
        path: ['newValue'],
        message: 'Enter the e-mail address of your PayPal account.',
      });
    if (v.columnName === 'PayoutMethod' && !PayoutMethod.safeParse(v.newValue).success)
      ctx.addIssue({ code: 'custom', path: ['newValue'], message: 'Choose PayPal or Paysend.' });
  });
export type UpdateProductionInfo = z.infer<typeof UpdateProductionInfo>;

// --- Staff scheduler --------------------------------------------------------------------------

const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** An app path (not `//host`) or an https address: never `javascript:` or another scheme. */
const BusyLink = z
  .string()
  .trim()
  .max(L.busyLinkMax, `At most ${L.busyLinkMax} characters.`)
  .refine((v) => /^\/(?!\/)\S*$/.test(v) || /^https:\/\/\S+$/.test(v), {
    message: 'Use a dashboard path (starting with /) or an https:// link.',
  });

/**
 * Body of PUT /api/staff/status: Available, Busy (an optional link and title) or Vacation (first
 * and last day). Fields of the other statuses are ignored.
 */
export const StatusUpdate = z
  .object({
    status: StaffStatus,
    link: z.preprocess(blankToNull, BusyLink.nullish()),
    title: z.preprocess(
      blankToNull,
      z
        .string()
        .trim()
        .max(L.busyTitleMax, `At most ${L.busyTitleMax} characters.`)
        .refine((v) => !/\p{Cc}/u.test(v), 'Control characters are not allowed.')
        .nullish(),
    ),
    start: z.preprocess(blankToNull, IsoDate.nullish()),
    end: z.preprocess(blankToNull, IsoDate.nullish()),
  })
  .superRefine((v, ctx) => {
    if (v.status !== 'Vacation') return;
    if (!v.start) ctx.addIssue({ code: 'custom', path: ['start'], message: requiredMessage });
    if (!v.end) ctx.addIssue({ code: 'custom', path: ['end'], message: requiredMessage });
    if (!v.start || !v.end) return;
    if (v.end < v.start)
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'The last day is before the first.' });
    else if (vacationDays(v.start, v.end) > L.vacationMaxDays)
      ctx.addIssue({
        code: 'custom',
        path: ['end'],
        message: `At most ${L.vacationMaxDays} days at a time.`,
      });
  });
export type StatusUpdate = z.infer<typeof StatusUpdate>;

/** Days of a vacation, first and last included. */
export function vacationDays(start: string, end: string): number {
  return (
    Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 864e5) + 1
  );
}

/** A staff member's profile as the scheduler shows it. */
export const StaffProfile = z.object({
  uid: z.string(),
  username: z.string(),
  name: z.string(),
  tier: z.number(),
  /** What the staff member chose; `status` is what applies today. */
  chosenStatus: StaffStatus,
  ...StaffFacts.shape,
});
export type StaffProfile = z.infer<typeof StaffProfile>;

/** An Admin's view of one staff member: profile plus load. */
export const StaffOverviewRow = StaffProfile.extend({
  /** Partners whose team this staff member is on. */
  clients: z.number(),
  /** Open work items assigned to them. */
  openWork: z.number(),
});
export type StaffOverviewRow = z.infer<typeof StaffOverviewRow>;

/** Answer of GET /api/staff (Admin): every staff member. */
export const StaffOverview = z.object({ staff: z.array(StaffOverviewRow) });
export type StaffOverview = z.infer<typeof StaffOverview>;

/** One piece of assigned work on the scheduler's calendar, placed on its due day. */
export const WorkItem = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(['Edit', 'Thumbnail']),
  client: z.string(),
  dueTime: z.string(),
  /** Where the work is opened in the app. */
  path: z.string(),
});
export type WorkItem = z.infer<typeof WorkItem>;

/** Query of GET /api/staff/work: a range of days; an Admin may name the staff member. */
export const WorkQuery = z
  .object({ from: IsoDate, to: IsoDate, uid: Uid.optional() })
  .refine((v) => v.from <= v.to && vacationDays(v.from, v.to) <= 62, {
    path: ['to'],
    message: 'Ask for at most 62 days, ending after they start.',
  });
export type WorkQuery = z.infer<typeof WorkQuery>;

/** Answer of GET /api/staff/work. */
export const WorkResponse = z.object({ items: z.array(WorkItem) });
export type WorkResponse = z.infer<typeof WorkResponse>;

/** Body of PUT /api/staff/tier: an Admin sets a staff member's pay tier (docs/product.md §9). */
export const SetTierRequest = z.object({
  uid: Uid,
  tier: z
    .number('Expected a number.')
    .int()
    .min(L.tierMin, `Between ${L.tierMin} and ${L.tierMax}.`)
    .max(L.tierMax, `Between ${L.tierMin} and ${L.tierMax}.`),
});
export type SetTierRequest = z.infer<typeof SetTierRequest>;

/** The routes of docs/product.md §7 Comm and user that teams own, plus the staff scheduler's. */
export const teamRoutes = {
  team: defineRoute({
    method: 'GET',
    path: '/api/comm/team',
    auth: true,
    query: TeamQuery,
    response: TeamResponse,
  }),
  addToTeam: defineRoute({
    method: 'PUT',
    path: '/api/comm/team',
    auth: true,
    body: TeamChange,
    response: TeamChangeResponse,
  }),
  removeFromTeam: defineRoute({
    method: 'DELETE',
    path: '/api/comm/team',
    auth: true,
    query: TeamChange,
    response: TeamChangeResponse,
  }),
  friendships: defineRoute({
    method: 'GET',
    path: '/api/comm/friendships',
    auth: true,
    query: FriendshipsQuery,
    response: z.array(Friendship),
  }),
  userData: defineRoute({
    method: 'GET',
    path: '/api/user/data',
    auth: true,
    query: UserDataQuery,
    response: z.union([UserSearchResponse, ProductionInformation]),
  }),
  updateUserData: defineRoute({
    method: 'POST',
    path: '/api/user/data',
    auth: true,
    query: ProductionInfoQuery,
    body: UpdateProductionInfo,
    response: ProductionInformation,
  }),
  myStaffProfile: defineRoute({
    method: 'GET',
    path: '/api/staff/me',
    auth: true,
    response: StaffProfile,
  }),
  setStatus: defineRoute({
    method: 'PUT',
    path: '/api/staff/status',
    auth: true,
    body: StatusUpdate,
    response: StaffProfile,
  }),
  work: defineRoute({
    method: 'GET',
    path: '/api/staff/work',
    auth: true,
    query: WorkQuery,
    response: WorkResponse,
  }),
  staffOverview: defineRoute({
    method: 'GET',
    path: '/api/staff',
    auth: true,
    response: StaffOverview,
  }),
  setTier: defineRoute({
    method: 'PUT',
    path: '/api/staff/tier',
    auth: true,
    body: SetTierRequest,
    response: OkResponse,
  }),
} as const;
