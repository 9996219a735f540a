import type {
  ChatContact,
  ChatState,
  ChatStateQuery,
  HistoryQuery,
  MissedQuery,
  MissedResponse,
  ReadMark,
} from '../../../common/api/chat.js';
import { contactKey, historyOffset } from '../../../common/api/chat.js';
import type { AccountType } from '../../../common/api/accounts.js';
import type { TeamGroup } from '../../../common/api/teams.js';
import { chatLimits } from '../../../common/limits.js';
import {
  supportContactId,
  systemContactId,
  type ChatMessage,
  type MessageType,
  type SendMessage,
} from '../../../common/realtime.js';
import { AppError } from '../../errors.js';
import { isAdmin, requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import type { TeamsDirectory } from '../teams/teams.public.js';
import type { ChatPerson, ChatRepository, ConversationScope } from './chat.repository.js';

/** What the chat service needs. */
export type ChatDeps = {
  repo: ChatRepository;
  teams: Pick<TeamsDirectory, 'contactsOf' | 'groupById'>;
  now?: () => Date;
  /** How long contact lists, group members and names are trusted (chatLimits.directoryCacheMs). */
  cacheMs?: number;
};

/** Someone whose conversations are read or written: the user, or the client an Admin emulates. */
type Viewer = { uid: string; isAdmin: boolean };

/** A conversation resolved for a viewer: its key, the message's addressing, and its readers. */
type Target = {
  conversation: string;
  type: MessageType;
  toId: string;
  threadId: string | null;
  alias: string | null;
  recipients: string[];
};

/** A user's contacts as the chat checks them. */
type ContactSet = {
  people: ReadonlySet<string>;
  groups: ReadonlySet<string>;
  /** Everyone who sees this user among their contacts or groups: who hears their presence. */
  audience: ReadonlySet<string>;
};

/** A message just sent or posted, with everyone who should receive it now. */
export type Delivery = { message: ChatMessage; recipients: string[]; created: boolean };

/** Account types an Admin may write for: the clients (docs/product.md §4: Partner and Affiliate). */
const clientTypes: readonly AccountType[] = ['Partner', 'Affiliate'];

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A small time-limited cache of promises, so concurrent readers share one database read. */
function ttlCache<V>(ms: number) {
  const entries = new Map<string, { at: number; value: Promise<V> }>();
  return {
    get(key: string, load: () => Promise<V>, maxAge = ms): Promise<V> {
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at <= maxAge) return hit.value;
      const value = load();
      entries.set(key, { at: Date.now(), value });
      // A failed read is not remembered.
      value.catch(() => entries.delete(key));
      if (entries.size > 10_000) entries.delete(entries.keys().next().value as string);
      return value;
    },
  };
}

/** The conversation key of two people, the same whoever writes. */
function directKey(a: string, b: string): string {
  return a < b ? `d:${a}:${b}` : `d:${b}:${a}`;
}

/**
 * Live chat (docs/product.md §3 Message, §4 Chat, §6, §7): who may write to whom, storing messages
 * once, history pages, the catch-up after a reconnect, unread counts, Support and System
 * conversations and an Admin writing for a client. Delivery is the socket layer's.
 */
export function chatService(deps: ChatDeps) {
  const { repo, teams } = deps;
  const now = () => (deps.now ? deps.now() : new Date());
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
  const personOf = (id: string) => personCache.get(id, async () => (await repo.people([id]))[0]);
  const adminIds = () => adminCache.get('admins', () => repo.adminIds());

  // A fresh read when the cached answer says no, so a new team member can write at once.
  async function hasContact(uid: string, other: string): Promise<boolean> {
    if ((await contactsOf(uid)).people.has(other)) return true;
    return (await contactsOf(uid, 0)).people.has(other);
  }
  async function groupFor(id: string, uid: string): Promise<TeamGroup | null> {
    if (!uuid.test(id)) return null;
    const cached = await groupOf(id);
    if (cached?.members.some((m) => m.uid === uid)) return cached;
    const fresh = await groupOf(id, 0);
    return fresh?.members.some((m) => m.uid === uid) ? fresh : null;
  }

  /**
   * The conversation `viewer` writes to or reads with contact `id` of kind `type`. Writing needs
   * the contact (anyone, for an Admin) or group membership; reading needs to be a party. A
   * refusal never tells whether the other user or group exists.
   */
  async function resolve(
    viewer: Viewer,
    type: MessageType,
    id: string,
    purpose: 'write' | 'read',
  ): Promise<Target> {
    const refuse = () => new AppError(purpose === 'write' ? 'not_a_contact' : 'not_found');
    switch (type) {
      case 'Direct': {
        if (!uuid.test(id)) throw refuse();
        const allowed =
          id === viewer.uid ||
          (purpose === 'write' && !viewer.isAdmin
            ? await hasContact(viewer.uid, id)
            : Boolean(await personOf(id)));
        if (!allowed) throw refuse();
        return {
          conversation: directKey(viewer.uid, id),
          type,
          toId: id,
          threadId: null,
          alias: null,
          recipients: [...new Set([viewer.uid, id])],
        };
      }
      case 'Group': {
        const group = await groupFor(id, viewer.uid);
        if (!group) throw refuse();
        return {
          conversation: `g:${group.id}`,
          type,
          toId: group.id,
          threadId: null,
          alias: group.name,
          recipients: group.members.map((m) => m.uid),
        };
      }
      case 'Support': {
        let thread: string;
        if (viewer.isAdmin) {
          const user = uuid.test(id) ? await personOf(id) : undefined;
          if (!user || user.account_type === 'Admin') throw refuse();
          thread = user.id;
        } else {
          if (id !== supportContactId) throw refuse();
          thread = viewer.uid;
        }
        return {
          conversation: `s:${thread}`,
          type,
          toId: viewer.isAdmin ? thread : supportContactId,
          threadId: thread,
          alias: null,
          recipients: [...new Set([thread, ...(await adminIds())])],
        };
      }
      case 'System':
        // Only the server writes order notices.
        if (purpose === 'write' || id !== systemContactId) throw refuse();
        return {
          conversation: `y:${viewer.uid}`,
          type,
          toId: viewer.uid,
          threadId: viewer.uid,
          alias: null,
          recipients: [viewer.uid],
        };
    }
  }

  /** Whose conversations a call reads: the caller, or (Admin) the client named by `uid`. */
  async function viewerFor(who: Principal, uid: string | undefined): Promise<Viewer> {
    if (uid === undefined || uid === who.uid) return { uid: who.uid, isAdmin: isAdmin(who) };
    requireAccountType(who, 'Admin');
    const client = await personOf(uid);
    if (!client) throw new AppError('not_found');
    if (!clientTypes.includes(client.account_type)) throw new AppError('forbidden');
    return { uid: client.id, isAdmin: false };
  }

  async function scopeOf(viewer: Viewer): Promise<ConversationScope> {
    if (viewer.isAdmin)
      return {
        uid: viewer.uid,
        conversations: [`y:${viewer.uid}`],
        allSupport: true,
        allGroups: true,
      };
    const { groups } = await contactsOf(viewer.uid);
    return {
      uid: viewer.uid,
      conversations: [...[...groups].map((g) => `g:${g}`), `s:${viewer.uid}`, `y:${viewer.uid}`],
      allSupport: false,
      allGroups: false,
    };
  }

  /** The key of a stored conversation as `viewer`'s contact list names it. */
  function keyOf(conversation: string, viewer: Viewer): string | null {
    const [kind, a = '', b = ''] = conversation.split(':');
    switch (kind) {
      case 'd':
        return contactKey('Direct', a === viewer.uid ? b : a);
      case 'g':
        return contactKey('Group', a);
      case 's':
        return contactKey('Support', viewer.isAdmin ? a : supportContactId);
      case 'y':
        return contactKey('System', systemContactId);
      default:
        return null;
    }
  }

  return {
    /**
     * onMessage: stores a message from `author` (or, for an Admin, from the client named in
     * `from`, audited) once per client id, after checking the sender may write there.
     */
    async send(author: Principal, payload: SendMessage): Promise<Delivery> {
      const from = payload.from ?? author.uid;
      let viewer: Viewer = { uid: author.uid, isAdmin: isAdmin(author) };
      if (from !== author.uid) {
        // Only an Admin writes for someone else, and only for a client.
        if (!isAdmin(author)) throw new AppError('forbidden');
        const client = await personOf(from);
        if (!client || !clientTypes.includes(client.account_type)) throw new AppError('forbidden');
        viewer = { uid: client.id, isAdmin: false };
      }
      const target = await resolve(viewer, payload.type, payload.to, 'write');
      let referenceFileId: string | null = null;
      if (payload.referenceFileId) {
        if (!(await repo.isOwnFile(payload.referenceFileId, viewer.uid)))
          throw new AppError('invalid_input', {}, { referenceFileId: 'Choose one of your files.' });
        // docs/product.md §3: only the first message of a conversation carries it.
        if (await repo.isEmpty(target.conversation)) referenceFileId = payload.referenceFileId;
      }
      const emulated = from !== author.uid;
      const [sender, admin] = await Promise.all([
        personOf(viewer.uid),
        emulated ? personOf(author.uid) : undefined,
      ]);
      const { message, created } = await repo.insert(
        {
          conversation: target.conversation,
          type: target.type,
          author_id: author.uid,
          client_id: payload.id,
          from_id: viewer.uid,
          to_id: target.toId,
          thread_id: target.threadId,
          body: payload.body,
          alias: target.alias,
          reference_file_id: referenceFileId,
          link: null,
          emulated_by: emulated ? author.uid : null,
          created_at: now().toISOString(),
        },
        {
          ...(emulated ? { audit: { adminId: author.uid, clientId: viewer.uid } } : {}),
          ...(sender
            ? {
                names: {
                  from: sender.name,
                  fromType: sender.account_type,
                  ...(admin ? { emulatedBy: admin.name } : {}),
                },
              }
            : {}),
        },
      );
      return { message, recipients: target.recipients, created };
    },

    /** GET /api/comm/messages: one history page of a conversation of the caller (or client). */
    async history(who: Principal, query: HistoryQuery): Promise<ChatMessage[]> {
      const viewer = await viewerFor(who, query.uid);
      const target = await resolve(viewer, query.type, query.user2, 'read');
      const offset = historyOffset(query.type, query.start1, query.start2);
      return repo.page(target.conversation, offset, query.length);
    },

    /** GET /api/comm/messages/missed: what a reconnecting client missed since `after`. */
    async missed(who: Principal, query: MissedQuery): Promise<MissedResponse> {
      const viewer = await viewerFor(who, query.uid);
      const limit = chatLimits.missedPageMax;
      const rows = await repo.after(await scopeOf(viewer), query.after, limit + 1);
      return { messages: rows.slice(0, limit), more: rows.length > limit };
    },

    /** GET /api/comm/chat: where to catch up from, unread counts and conversations off the list. */
    async state(who: Principal, query: ChatStateQuery): Promise<ChatState> {
      const viewer = await viewerFor(who, query.uid);
      const scope = await scopeOf(viewer);
      const [lastSeq, unreadRows, known, partners, threads] = await Promise.all([
        repo.lastSeq(),
        repo.unread(scope),
        contactsOf(viewer.uid),
        repo.directPartners(viewer.uid),
        viewer.isAdmin ? repo.supportThreads() : Promise.resolve([]),
      ]);
      const unread: Record<string, number> = {};
      for (const row of unreadRows) {
        const key = keyOf(row.conversation, viewer);
        if (key) unread[key] = (unread[key] ?? 0) + row.count;
      }
      const strangers = partners.filter((id) => id !== viewer.uid && !known.people.has(id));
      const people = new Map(
        (await repo.people([...new Set([...strangers, ...threads])])).map((p) => [p.id, p]),
      );
      const contact = (type: MessageType, id: string): ChatContact[] => {
        const p = people.get(id);
        return p
          ? [
              {
                key: contactKey(type, id),
                type,
                uid: p.id,
                name: p.name,
                username: p.username,
                accountType: p.account_type,
              },
            ]
          : [];
      };
      return {
        lastSeq,
        unread,
        contacts: [
          ...threads.flatMap((id) => contact('Support', id)),
          ...strangers.flatMap((id) => contact('Direct', id)),
        ],
      };
    },

    /** POST /api/comm/messages/read: the caller has read a conversation up to `seq`. */
    async markRead(who: Principal, mark: ReadMark): Promise<void> {
      const viewer: Viewer = { uid: who.uid, isAdmin: isAdmin(who) };
      const target = await resolve(viewer, mark.type, mark.user2, 'read');
      await repo.markRead(who.uid, target.conversation, mark.seq, now().toISOString());
    },

    /**
     * Posts an order notice as a System message to each user, once per `key` and user (a repeated
     * call stores nothing new), with `link` to what it is about.
     */
    async postSystem(notice: {
      uids: readonly string[];
      key: string;
      body: string;
      link: string | null;
    }): Promise<Delivery[]> {
      const at = now().toISOString();
      const deliveries: Delivery[] = [];
      for (const uid of new Set(notice.uids)) {
        const { message, created } = await repo.insert(
          {
            conversation: `y:${uid}`,
            type: 'System',
            author_id: 'system',
            client_id: `${notice.key}:${uid}`,
            from_id: null,
            to_id: uid,
            thread_id: uid,
            body: notice.body,
            alias: null,
            reference_file_id: null,
            link: notice.link,
            emulated_by: null,
            created_at: at,
          },
          { names: { from: 'System', fromType: 'System' } },
        );
        deliveries.push({ message, recipients: [uid], created });
      }
      return deliveries;
    },

    /**
     * Who hears a user's presence: everyone for an Admin (every user sees the Admins), else the
     * people who have them as a contact or share a group with them.
     */
    async audienceOf(uid: string, admin: boolean): Promise<ReadonlySet<string> | 'everyone'> {
      if (admin) return 'everyone';
      return (await contactsOf(uid)).audience;
    },

    /** emulate: checks that an Admin may write for `uid` (a Partner or Affiliate). */
    async emulate(who: Principal, uid: string): Promise<void> {
      requireAccountType(who, 'Admin');
      const viewer = await viewerFor(who, uid);
      if (viewer.uid === who.uid) throw new AppError('forbidden');
    },

    /** A user's name and account type, as presence updates name them. */
    personOf,
  };
}

/** The chat service's shape. */
export type ChatService = ReturnType<typeof chatService>;
