import { z } from 'zod/mini';
import { AccountType, Plan } from '../accounts.js';
import { Uid } from './inputs.js';

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
  /** Busy only: where the work is (a path of this site) and what it is. */
  busyLink: z.nullable(z.string()),
  busyTitle: z.nullable(z.string()),
  /** The booked vacation while it is current or ahead; null otherwise. */
  vacation: z.nullable(Vacation),
});
export type Presence = z.infer<typeof Presence>;

/** A staff member's roles, speeds (in days) and availability. */
export const StaffFacts = z.object({
  isEditor: z.boolean(),
  isArtist: z.boolean(),
  editSpeed: z.nullable(z.number()),
  thumbnailSpeed: z.nullable(z.number()),
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
  /** Where the member's picture is served; null or absent without one. */
  avatarUrl: z.optional(z.nullable(z.string())),
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
    plan: z.nullable(Plan),
  }),
  /** Team members the Partner's plan allows (docs/product.md §9). */
  limit: z.number(),
  members: z.array(TeamMember),
  group: z.nullable(TeamGroup),
});
export type TeamResponse = z.infer<typeof TeamResponse>;

/** Query of GET /api/comm/team: the Partner; a Partner may leave it out for their own team. */
export const TeamQuery = z.object({ uid: z.optional(Uid) });
export type TeamQuery = z.infer<typeof TeamQuery>;
