import { z } from 'zod/mini';
import { chatLimits as L } from '../limits.js';
import {
  ChatMessage,
  MessageType,
  supportContactId,
  systemContactId,
  type ChatMessage as ChatMessageType,
} from '../realtime.js';
import { OkResponse } from './accounts.js';
import {
  SupportInbox,
  SupportNote,
  SupportNoteRequest,
  SupportNotesQuery,
  SupportThread,
  SupportThreadUpdate,
} from './chat-support.js';
import { defineRoute } from './contract.js';
import { plainText, required } from './fields.js';
import { ContactType } from './teams.js';

// Chat over HTTP (docs/product.md §7 Comm: GET /api/comm/messages), next to the socket events of
// common/realtime.ts: history pages, the catch-up after a reconnect, unread counts and read marks.

const Uid = required(z.uuid('Expected a user id.'));
const count = (max: number) =>
  z
    .pipe(z.coerce.number('Expected a number.'), z.int('Expected a whole number.'))
    .check(z.gte(0))
    .check(z.lte(max));

/** A contact's id: a user's uid, a group's id, 'admin' (Support Team) or 'system'. */
const ContactId = required(plainText('Expected a contact id.'))
  .check(z.minLength(1, 'Expected a contact id.'))
  .check(z.maxLength(64, 'Expected a contact id.'));

/**
 * Query of GET /api/comm/messages (docs/product.md §7): the conversation with `user2` of kind `type`, one
 * page of `length` (25) messages older than those already loaded. `start1` and `start2` are the
 * counts already loaded from each side (the caller's and user2's); a group sends its total count
 * as both. `uid` (Admin) reads as that client, for the Emulated Client.
 */
export const HistoryQuery = z.object({
  user2: ContactId,
  type: z._default(MessageType, 'Direct'),
  start1: z._default(count(1_000_000), 0),
  start2: z._default(count(1_000_000), 0),
  length: z._default(
    z
      .pipe(z.coerce.number('Expected a number.'), z.int('Expected a whole number.'))
      .check(z.gte(1))
      .check(z.lte(L.pageSizeMax)),
    L.pageSize,
  ),
  uid: z.optional(Uid),
});
export type HistoryQuery = z.infer<typeof HistoryQuery>;

/** Query of the catch-up: every message of one's conversations stored after `after`. */
export const MissedQuery = z.object({
  after: z
    .pipe(z.coerce.number('Expected a number.'), z.int('Expected a whole number.'))
    .check(z.gte(0)),
  uid: z.optional(Uid),
});
export type MissedQuery = z.infer<typeof MissedQuery>;

/** Answer of the catch-up: oldest first; `more` when the page was cut at its limit. */
export const MissedResponse = z.object({ messages: z.array(ChatMessage), more: z.boolean() });
export type MissedResponse = z.infer<typeof MissedResponse>;

/**
 * A conversation the contact list does not name: someone who wrote to the user without being a
 * contact (an Admin's direct messages), or, for an Admin, a user's thread with the Support Team.
 */
export const ChatContact = z.object({
  key: z.string(),
  type: MessageType,
  uid: z.string(),
  name: z.string(),
  username: z.nullable(z.string()),
  accountType: ContactType,
});
export type ChatContact = z.infer<typeof ChatContact>;

/** Query of GET /api/comm/chat: one's own chat state, or (Admin) a client's. */
export const ChatStateQuery = z.object({ uid: z.optional(Uid) });
export type ChatStateQuery = z.infer<typeof ChatStateQuery>;

/** Answer of GET /api/comm/chat: where the catch-up starts, unread counts, extra conversations. */
export const ChatState = z.object({
  /** The newest message stored anywhere; later ones are fetched as missed. */
  lastSeq: z.int(),
  /** Unread messages by contact key (see contactKey). */
  unread: z.record(z.string(), z.int()),
  contacts: z.array(ChatContact),
  /** The newest message's seq by contact key: the contact list puts the latest activity first. */
  latest: z.record(z.string(), z.int()),
  /** Direct conversations: how far the other side has read, by contact key ('Seen'). */
  seen: z.record(z.string(), z.int()),
});
export type ChatState = z.infer<typeof ChatState>;

/** Body of POST /api/comm/messages/read: the conversation has been read up to `seq`. */
export const ReadMark = z.object({
  type: MessageType,
  user2: ContactId,
  seq: z.pipe(z.number('Expected a number.'), z.int()).check(z.gte(0)),
});
export type ReadMark = z.infer<typeof ReadMark>;

/** The chat routes. */
export const chatRoutes = {
  history: defineRoute({
    method: 'GET',
    path: '/api/comm/messages',
    auth: true,
    query: HistoryQuery,
    response: z.array(ChatMessage),
  }),
  missed: defineRoute({
    method: 'GET',
    path: '/api/comm/messages/missed',
    auth: true,
    query: MissedQuery,
    response: MissedResponse,
  }),
  read: defineRoute({
    method: 'POST',
    path: '/api/comm/messages/read',
    auth: true,
    body: ReadMark,
    response: OkResponse,
  }),
  state: defineRoute({
    method: 'GET',
    path: '/api/comm/chat',
    auth: true,
    query: ChatStateQuery,
    response: ChatState,
  }),
  /** Admins: every user's Support thread, waiting longest first. */
  supportInbox: defineRoute({
    method: 'GET',
    path: '/api/comm/support',
    auth: true,
    response: SupportInbox,
  }),
  /** Admins: sets a thread's state or assignee; every Admin's inbox shows it. */
  updateSupportThread: defineRoute({
    method: 'POST',
    path: '/api/comm/support/thread',
    auth: true,
    body: SupportThreadUpdate,
    response: SupportThread,
  }),
  /** Admins: the internal notes of a thread, oldest first. */
  supportNotes: defineRoute({
    method: 'GET',
    path: '/api/comm/support/notes',
    auth: true,
    query: SupportNotesQuery,
    response: z.array(SupportNote),
  }),
  /** Admins: adds an internal note, which the customer never sees. */
  addSupportNote: defineRoute({
    method: 'POST',
    path: '/api/comm/support/notes',
    auth: true,
    body: SupportNoteRequest,
    response: SupportNote,
  }),
} as const;

/** The key of a contact in unread counts and in the page: its conversation kind and id. */
export function contactKey(type: MessageType, id: string): string {
  return `${type}:${id}`;
}

/**
 * Who reads a message list: the user (or emulated client), whether they are an Admin, and their
 * username when known (a group message mentioning them counts as unread even for an Admin).
 */
export type ChatViewer = { uid: string; isAdmin: boolean; username?: string | null };

/**
 * The contact a message belongs to for `viewer`, or null when it is not in the viewer's
 * conversations (an Admin's socket also hears the client they emulate). Group messages are
 * the viewer's when the group is one of theirs; `groups` undefined means any group.
 */
export function contactOf(
  message: Pick<ChatMessageType, 'type' | 'from' | 'to' | 'thread'>,
  viewer: ChatViewer,
  groups?: ReadonlySet<string>,
): { type: MessageType; id: string; key: string } | null {
  const at = (type: MessageType, id: string) => ({ type, id, key: contactKey(type, id) });
  switch (message.type) {
    case 'Direct': {
      if (message.from === viewer.uid) return at('Direct', message.to);
      if (message.to === viewer.uid && message.from) return at('Direct', message.from);
      return null;
    }
    case 'Group':
      return !groups || groups.has(message.to) ? at('Group', message.to) : null;
    case 'Support':
      if (viewer.isAdmin && message.thread) return at('Support', message.thread);
      return message.thread === viewer.uid ? at('Support', supportContactId) : null;
    case 'System':
      return message.thread === viewer.uid ? at('System', systemContactId) : null;
  }
}

/**
 * The offset of the next history page (docs/product.md §7): the counts loaded from each side, added; a
 * group sends its total count as both, so it is taken once.
 */
export function historyOffset(type: MessageType, start1: number, start2: number): number {
  return type === 'Group' ? Math.max(start1, start2) : start1 + start2;
}

/** The docs/product.md §8 texts of the chat page. */
export const chatTexts = {
  beginning: (name: string) => `This is the beginning of your chat history with '${name}'!`,
  selectContact: 'Hello there! Please select a user to start chatting with.',
  loading: 'Loading..',
  empty: 'No data.',
  error: 'Error',
  supportName: 'Support Team',
  systemName: 'System',
} as const;
