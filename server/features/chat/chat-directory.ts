import type { TeamGroup } from '../../../common/api/teams.js';
import { chatLimits } from '../../../common/limits.js';
import type { TeamsDirectory } from '../teams/teams.public.js';
import type { ChatPerson, ChatRepository } from './chat.repository.js';
import { ttlCache } from './ttl-cache.js';

/** A user's contacts as the chat checks them. */
export type ContactSet = {
  people: ReadonlySet<string>;
  groups: ReadonlySet<string>;
  /** Everyone who sees this user among their contacts or groups: who hears their presence. */
  audience: ReadonlySet<string>;
};

/** What the chat reads of teams: contact lists and groups. */
export type ChatTeams = Pick<TeamsDirectory, 'contactsOf' | 'groupById'>;

/** A uuid, as user and group ids are. */
export const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The chat's cached lookups of contacts, groups, people and Admins. */
export type ChatDirectory = ReturnType<typeof chatDirectory>;

/**
 * Contacts, groups, names and the Admins as the chat reads them, each cached for a short while
 * (chatLimits.directoryCacheMs) because every message and presence change asks again.
 */
export function chatDirectory(deps: { repo: ChatRepository; teams: ChatTeams; cacheMs?: number }) {
  const { repo, teams } = deps;
  const cacheMs = deps.cacheMs ?? chatLimits.directoryCacheMs;
  const contactsCache = ttlCache<ContactSet>(cacheMs);
  const groupCache = ttlCache<TeamGroup | null>(cacheMs);
  const personCache = ttlCache<ChatPerson | undefined>(cacheMs);
  const adminCache = ttlCache<string[]>(cacheMs);

  const loadContacts = async (uid: string): Promise<ContactSet> => {
    const list = await teams.contactsOf(uid);
    const people = new Set<string>();
    const groups = new Set<string>();
    const audience = new Set<string>();
    for (const entry of list) {
      if (entry.accountType === 'Group') {
        groups.add(entry.uid);
        for (const m of entry.members ?? []) audience.add(m.uid);
      } else {
        people.add(entry.uid);
        audience.add(entry.uid);
      }
    }
    audience.delete(uid);
    return { people, groups, audience };
  };

  const contactsOf = (uid: string, maxAge?: number) =>
    contactsCache.get(uid, () => loadContacts(uid), maxAge);
  const groupOf = (id: string, maxAge?: number) =>
    groupCache.get(id, () => teams.groupById(id), maxAge);

  return {
    contactsOf,
    /** A user's name and account type. */
    personOf: (id: string) => personCache.get(id, async () => (await repo.people([id]))[0]),
    adminIds: () => adminCache.get('admins', () => repo.adminIds()),

    // A fresh read when the cached answer says no, so a new team member can write at once.
    async hasContact(uid: string, other: string): Promise<boolean> {
      if ((await contactsOf(uid)).people.has(other)) return true;
      return (await contactsOf(uid, 0)).people.has(other);
    },

    /** The group `id` when `uid` is a member of it, else null. */
    async groupFor(id: string, uid: string): Promise<TeamGroup | null> {
      if (!uuid.test(id)) return null;
      const cached = await groupOf(id);
      if (cached?.members.some((m) => m.uid === uid)) return cached;
      const fresh = await groupOf(id, 0);
      return fresh?.members.some((m) => m.uid === uid) ? fresh : null;
    },
  };
}
