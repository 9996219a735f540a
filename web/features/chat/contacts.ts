import { chatTexts, contactKey, type ChatContact } from '../../../common/api/chat';
import type { ContactType, Friendship, GroupMember, StaffFacts } from '../../../common/api/teams';
import { supportContactId, systemContactId, type MessageType } from '../../../common/realtime';
import type { Presence } from './chat-state';
import { formatDay } from '../../lib/format-date';

/** One entry of the chat's contact list, whatever it came from. */
export type ChatContactView = {
  key: string;
  type: MessageType;
  /** A user's uid, a group's id, 'admin' (Support Team) or 'system'. */
  id: string;
  name: string;
  username: string | null;
  accountType: ContactType;
  self: boolean;
  /** Groups: the Partner, the team and the Admins. */
  members?: GroupMember[];
  /** Staff: availability (Busy with its link, Vacation). */
  staff?: StaffFacts;
  /** The person's picture, when they uploaded one. */
  avatarUrl?: string | null;
};

/** The section order of the contact list (docs/product.md §2: grouped by account type). */
export const sectionOrder: readonly ContactType[] = [
  'Group',
  'Admin',
  'Partner',
  'Production',
  'Affiliate',
  'System',
];

/** The headings of the sections. */
export const sectionTitles: Record<ContactType, string> = {
  Group: 'Groups',
  Admin: 'Admins',
  Partner: 'Partners',
  Production: 'Production',
  Affiliate: 'Affiliates',
  System: 'System',
};

/**
 * The contact list of the chat: the friendship list (self, groups, Admins, team or clients,
 * contacts), the Support Team for everyone but an Admin, the System notices, and the
 * conversations the server knows beyond the list (an Admin's support threads and writers).
 */
export function buildContacts(
  friendships: readonly Friendship[],
  extra: readonly ChatContact[],
  viewerType: ContactType,
): ChatContactView[] {
  const list: ChatContactView[] = friendships.map((f) => {
    const type: MessageType = f.accountType === 'Group' ? 'Group' : 'Direct';
    return {
      key: contactKey(type, f.uid),
      type,
      id: f.uid,
      name: f.name,
      username: f.username,
      accountType: f.accountType,
      self: f.self,
      ...(f.avatarUrl ? { avatarUrl: f.avatarUrl } : {}),
      ...(f.members ? { members: f.members } : {}),
      ...(f.staff ? { staff: f.staff } : {}),
    };
  });
  if (viewerType !== 'Admin')
    list.push({
      key: contactKey('Support', supportContactId),
      type: 'Support',
      id: supportContactId,
      name: chatTexts.supportName,
      username: null,
      accountType: 'Admin',
      self: false,
    });
  list.push({
    key: contactKey('System', systemContactId),
    type: 'System',
    id: systemContactId,
    name: chatTexts.systemName,
    username: null,
    accountType: 'System',
    self: false,
  });
  const keys = new Set(list.map((c) => c.key));
  for (const c of extra)
    if (!keys.has(c.key)) {
      keys.add(c.key);
      list.push({ ...c, id: c.uid, self: false });
    }
  return list;
}

/** A customer's Support thread as an Admin sees it (not the Support Team contact itself). */
const isThread = (c: ChatContactView) => c.type === 'Support' && c.id !== supportContactId;

/**
 * The contacts in their sections, in section order, each sorted with Support Team first, then
 * by latest activity (`latest`: the newest message's seq by key), then by name. An
 * Admin's Support threads come first in a section of their own, in `threadOrder` (the inbox's:
 * waiting longest first), apart from the ordinary direct conversations.
 */
export function sectionsOf(
  contacts: readonly ChatContactView[],
  threadOrder: readonly string[] = [],
  latest: Readonly<Record<string, number>> = {},
): { type: ContactType | 'Support'; title: string; contacts: ChatContactView[] }[] {
  const rank = (c: ChatContactView) => {
    const at = threadOrder.indexOf(c.id);
    return at === -1 ? threadOrder.length : at;
  };
  const threads = contacts
    .filter(isThread)
    .sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
  const sections = sectionOrder.map((type) => ({
    type,
    title: sectionTitles[type],
    contacts: contacts
      .filter((c) => c.accountType === type && !isThread(c))
      .sort(
        (a, b) =>
          Number(b.type === 'Support' && b.id === supportContactId) -
            Number(a.type === 'Support' && a.id === supportContactId) ||
          Number(b.self) - Number(a.self) ||
          (latest[b.key] ?? 0) - (latest[a.key] ?? 0) ||
          a.name.localeCompare(b.name),
      ),
  }));
  return [{ type: 'Support' as const, title: 'Support', contacts: threads }, ...sections].filter(
    (s) => s.contacts.length > 0,
  );
}

/**
 * The `?user=` value of a contact (docs/product.md §2): a person's username, 'admin' for the Support Team,
 * 'system', or a group's id. An Admin's support thread adds `type=Support`.
 */
export function contactParams(contact: ChatContactView): Record<string, string> {
  // A person whose username is 'admin' or 'system' (the demo Admin) goes by uid, or the link
  // would open the Support Team or the notices instead of them.
  const reserved = contact.username === supportContactId || contact.username === systemContactId;
  const user = contact.username && !reserved ? contact.username : contact.id;
  return contact.type === 'Support' && contact.id !== supportContactId
    ? { user, type: 'Support' }
    : { user };
}

/** The contact a `?user=` (and `type=`) names, if it is in the list. */
export function findContact(
  contacts: readonly ChatContactView[],
  user: string | null,
  type: string | null,
): ChatContactView | undefined {
  if (!user) return undefined;
  const wanted = (c: ChatContactView) => (type === 'Support' ? c.type === 'Support' : true);
  if (type !== 'Support') {
    // docs/product.md §2: user=admin is the Support Team (for anyone who has one), user=system the notices.
    const special = contacts.find(
      (c) =>
        (user === supportContactId && c.type === 'Support' && c.id === supportContactId) ||
        (user === systemContactId && c.type === 'System'),
    );
    if (special) return special;
  }
  return (
    contacts.find((c) => wanted(c) && c.username === user) ??
    contacts.find((c) => wanted(c) && c.id === user)
  );
}

/** What a contact's presence line says, and whether it links to the work (docs/product.md §3, §4). */
export type PresenceView = {
  /** 'online' and 'offline' for people; 'count' for groups and the Support Team. */
  tone: 'online' | 'offline' | 'away' | 'busy' | 'vacation' | 'none';
  text: string;
  link?: { href: string; text: string };
  /** Staff marked Busy: shown beside whether they are online, not instead of it. */
  marker?: { tone: 'busy'; text: string };
};

/** What presence says while the viewer's own connection is down: nobody's can be known. */
export const presenceUnknown: PresenceView = { tone: 'none', text: 'Presence unknown' };

/**
 * Presence shown for a contact: 0 offline, 1 online, any other number as that many online (a
 * group's members or the Admins behind the Support Team); staff marked Busy (with the link to
 * their work) or on Vacation say so. While the viewer is not `connected`, online and offline are
 * unknown: the last word heard may be stale.
 */
export function presenceOf(
  contact: ChatContactView,
  online: Readonly<Record<string, Presence>>,
  viewerUid: string,
  adminUids: readonly string[],
  connected = true,
): PresenceView {
  const count = (uids: readonly string[]) =>
    uids.filter((uid) => uid !== viewerUid && (online[uid]?.online ?? 0) > 0).length;
  if (contact.type === 'System') return { tone: 'none', text: 'Order notices' };
  const countsOthers =
    contact.type === 'Group' || (contact.type === 'Support' && contact.id === supportContactId);
  if (countsOthers) {
    // Members not read yet: a count would be a guess ("0 online" beside a header's "1 online").
    if (contact.type === 'Group' && !contact.members) return { tone: 'none', text: 'Team group' };
    if (!connected) return presenceUnknown;
    const n = count(
      contact.type === 'Group' ? (contact.members ?? []).map((m) => m.uid) : adminUids,
    );
    return { tone: n > 0 ? 'online' : 'offline', text: `${n} online` };
  }
  const staff = contact.staff;
  if (staff?.status === 'Vacation')
    return {
      tone: 'vacation',
      text: staff.vacation ? `Vacation until ${formatDay(staff.vacation.end)}` : 'Vacation',
    };
  const seen = onlineView(contact, online, connected);
  if (staff?.status === 'Busy')
    return {
      ...seen,
      marker: { tone: 'busy', text: 'Busy' },
      ...(staff.busyLink
        ? { link: { href: staff.busyLink, text: staff.busyTitle ?? 'Current work' } }
        : {}),
    };
  return seen;
}

/** Whether a person is online; one's own entry is online exactly while one's connection is up. */
function onlineView(
  contact: ChatContactView,
  online: Readonly<Record<string, Presence>>,
  connected: boolean,
): PresenceView {
  if (!connected && !contact.self) return presenceUnknown;
  const value = contact.self ? (connected ? 1 : 0) : (online[contact.id]?.online ?? 0);
  if (value === 0) return { tone: 'offline', text: 'Offline' };
  if (value === 1) return { tone: 'online', text: 'Online' };
  return { tone: 'away', text: `${value} online` };
}
