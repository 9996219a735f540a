import { contactKey } from '../../../common/api/chat.js';
import type { AccountType } from '../../../common/api/accounts.js';
import { supportContactId, systemContactId, type MessageType } from '../../../common/realtime.js';
import { AppError } from '../../errors.js';
import { isAdmin, requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import type { ChatContext } from './chat-deps.js';
import { uuid } from './chat-directory.js';
import type { ConversationScope } from './chat.repository.js';

/** Someone whose conversations are read or written: the user, or the client an Admin emulates. */
export type Viewer = { uid: string; isAdmin: boolean };

/** A conversation resolved for a viewer: its key, the message's addressing, and its readers. */
export type Target = {
  conversation: string;
  type: MessageType;
  toId: string;
  threadId: string | null;
  alias: string | null;
  recipients: string[];
};

/** Account types an Admin may write for: the clients (docs/product.md §4: Partner and Affiliate). */
export const clientTypes: readonly AccountType[] = ['Partner', 'Affiliate'];

/** The conversation key of two people, the same whoever writes. */
function directKey(a: string, b: string): string {
  return a < b ? `d:${a}:${b}` : `d:${b}:${a}`;
}

/** The viewer a principal reads and writes as, themselves. */
export const viewerOf = (who: Principal): Viewer => ({ uid: who.uid, isAdmin: isAdmin(who) });

/**
 * The conversation `viewer` writes to or reads with contact `id` of kind `type`. Writing needs
 * the contact (anyone, for an Admin) or group membership; reading needs to be a party. A
 * refusal never tells whether the other user or group exists.
 */
export async function resolveConversation(
  { directory }: ChatContext,
  viewer: Viewer,
  type: MessageType,
  id: string,
  purpose: 'write' | 'read',
): Promise<Target> {
  const refuse = () => new AppError(purpose === 'write' ? 'not_a_contact' : 'not_found');
  const target = (conversation: string, toId: string, threadId: string | null) => ({
    conversation,
    type,
    toId,
    threadId,
    alias: null,
  });
  switch (type) {
    case 'Direct': {
      if (!uuid.test(id)) throw refuse();
      const allowed =
        id === viewer.uid ||
        (purpose === 'write' && !viewer.isAdmin
          ? await directory.hasContact(viewer.uid, id)
          : Boolean(await directory.personOf(id)));
      if (!allowed) throw refuse();
      return {
        ...target(directKey(viewer.uid, id), id, null),
        recipients: [...new Set([viewer.uid, id])],
      };
    }
    case 'Group': {
      const group = await directory.groupFor(id, viewer.uid);
      if (!group) throw refuse();
      return {
        ...target(`g:${group.id}`, group.id, null),
        alias: group.name,
        recipients: group.members.map((m) => m.uid),
      };
    }
    case 'Support': {
      let thread: string;
      if (viewer.isAdmin) {
        const user = uuid.test(id) ? await directory.personOf(id) : undefined;
        if (!user || user.account_type === 'Admin') throw refuse();
        thread = user.id;
      } else {
        if (id !== supportContactId) throw refuse();
        thread = viewer.uid;
      }
      return {
        ...target(`s:${thread}`, viewer.isAdmin ? thread : supportContactId, thread),
        recipients: [...new Set([thread, ...(await directory.adminIds())])],
      };
    }
    case 'System':
      // Only the server writes order notices.
      if (purpose === 'write' || id !== systemContactId) throw refuse();
      return { ...target(`y:${viewer.uid}`, viewer.uid, viewer.uid), recipients: [viewer.uid] };
  }
}

/** Whose conversations a call reads: the caller, or (Admin) the client named by `uid`. */
export async function viewerFor(
  { directory }: ChatContext,
  who: Principal,
  uid: string | undefined,
): Promise<Viewer> {
  if (uid === undefined || uid === who.uid) return viewerOf(who);
  requireAccountType(who, 'Admin');
  const client = await directory.personOf(uid);
  if (!client) throw new AppError('not_found');
  if (!clientTypes.includes(client.account_type)) throw new AppError('forbidden');
  return { uid: client.id, isAdmin: false };
}

/** The conversations `viewer` is a party to, for the catch-up and the unread counts. */
export async function scopeOf(
  { directory }: ChatContext,
  viewer: Viewer,
): Promise<ConversationScope> {
  if (viewer.isAdmin)
    return {
      uid: viewer.uid,
      conversations: [`y:${viewer.uid}`],
      allSupport: true,
      allGroups: true,
    };
  const { groups } = await directory.contactsOf(viewer.uid);
  return {
    uid: viewer.uid,
    conversations: [...[...groups].map((g) => `g:${g}`), `s:${viewer.uid}`, `y:${viewer.uid}`],
    allSupport: false,
    allGroups: false,
  };
}

/** The key of a stored conversation as `viewer`'s contact list names it. */
export function keyOf(conversation: string, viewer: Viewer): string | null {
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
