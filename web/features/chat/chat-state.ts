import type { ChatContact, ChatViewer } from '../../../common/api/chat';
import { mentions } from '../../../common/api/chat-mentions';
import { mentionsAdmins } from '../../../common/api/chat-support';
import type { ChatMessage, MessageType, SenderType } from '../../../common/realtime';

// The shapes the chat store holds, and the pure steps it takes on them.

/** A message as the page holds it: stored, or (its own) still on the way or refused. */
export type HeldMessage = ChatMessage & { status?: 'sending' | 'failed'; failure?: string };

/** One conversation as far as it is loaded: always the newest messages, without gaps. */
export type Conversation = {
  messages: HeldMessage[];
  /** The first history page has been asked for and answered. */
  loaded: boolean;
  loading: boolean;
  failed: boolean;
  /** The last page came back full, so older messages may remain. */
  hasMore: boolean;
};

/** Presence of one user: 1 online, 0 offline; `at` orders updates that cross on the way. */
export type Presence = { online: number; at: string };

/** Everything the chat page and the sidebar read. */
export type ChatSnapshot = {
  viewer: ChatViewer;
  /** The chat state (unread counts) has been loaded. */
  ready: boolean;
  failed: boolean;
  connected: boolean;
  lastSeq: number | null;
  unread: Readonly<Record<string, number>>;
  conversations: Readonly<Record<string, Conversation>>;
  online: Readonly<Record<string, Presence>>;
  /** Conversations that are not in the contact list (see ChatContact). */
  extraContacts: readonly ChatContact[];
};

/** A contact address: its conversation kind and id. */
export type ContactRef = { type: MessageType; id: string; key: string };

/** The contact a key names. */
export function refOf(key: string): ContactRef {
  const at = key.indexOf(':');
  return { type: key.slice(0, at) as MessageType, id: key.slice(at + 1), key };
}

/** A conversation nothing of which is loaded yet. */
export const emptyConversation: Conversation = {
  messages: [],
  loaded: false,
  loading: false,
  failed: false,
  hasMore: false,
};

/** Confirmed messages by seq, then the ones still on the way in the order they were written. */
export function insertSorted(list: readonly HeldMessage[], message: HeldMessage): HeldMessage[] {
  const confirmed = list.filter((m) => !m.status);
  const pending = list.filter((m) => m.status);
  const at = confirmed.findIndex((m) => m.seq > message.seq);
  if (at === -1) confirmed.push(message);
  else confirmed.splice(at, 0, message);
  return [...confirmed, ...pending];
}

/**
 * The conversation someone opens by writing from outside the contact list (an Admin's direct or
 * support messages), unless it is held already.
 */
export function strangerOf(
  message: ChatMessage,
  key: string,
  held: readonly ChatContact[],
): ChatContact | null {
  if (held.some((c) => c.key === key) || !message.from) return null;
  if (message.type === 'Direct' || (message.type === 'Support' && message.from === message.thread))
    return {
      key,
      type: message.type,
      uid: message.from,
      name: message.fromName,
      username: null,
      accountType: message.fromType as Exclude<SenderType, 'System'>,
    };
  return null;
}

/** Unread messages in all conversations but the muted ones (keys of `muted`). */
export function unreadTotal(
  snapshot: ChatSnapshot,
  muted: ReadonlySet<string> = new Set(),
): number {
  return Object.entries(snapshot.unread).reduce(
    (sum, [key, n]) => (muted.has(key) ? sum : sum + n),
    0,
  );
}

/** An Admin is in every team group: only a group message calling the Admins, or them by name, counts. */
export function countsAsUnread(message: ChatMessage, viewer: ChatViewer): boolean {
  if (!viewer.isAdmin || message.type !== 'Group') return true;
  return (
    mentionsAdmins(message.body) ||
    Boolean(viewer.username && mentions(message.body, viewer.username))
  );
}
