import { z } from 'zod/mini';
import { accountTypes } from './account-types.js';
import { UploadId, UploadKind } from './api/drive.js';
import { nonEmpty, required, text } from './api/fields.js';
import { ErrorBody } from './errors.js';
import { chatLimits } from './limits.js';

// Socket.IO event maps and payload schemas (docs/architecture.md). `orderUpdated` refreshes open
// pages; the chat (docs/product.md §4, §7 Socket) sends onLogin, onMessage and emulate and
// receives message and updateUser. The server validates what browsers send with these schemas.

/** Something that happened to an order; every one goes through the server's single notifier. */
export const OrderEventName = z.enum([
  'placed',
  'activated',
  'moreTimeAsked',
  'moreTimeAnswered',
  'moreTimeExpired',
  'fulfilled',
  'revisionAsked',
  'accepted',
  'passOffAsked',
  'passOffAssigned',
  'passOffAnswered',
  'cancelled',
  'reviewNoted',
]);
export type OrderEventName = z.infer<typeof OrderEventName>;

/** Payload of `orderUpdated`: which order changed and how; the page refetches what it shows. */
export const OrderUpdated = z.object({
  requestId: z.string(),
  event: OrderEventName,
  at: z.string(),
});
export type OrderUpdated = z.infer<typeof OrderUpdated>;

/**
 * Payload of `staffStatus`: a staff member's availability changed (they or an Admin set Available,
 * Busy or a vacation, or a booked vacation began or ended). Sent to the staff member, the Admins,
 * their clients and their contacts; the page refetches the status it shows.
 */
export const StaffStatusChanged = z.object({
  uid: z.string(),
  status: z.enum(['Available', 'Busy', 'Vacation']),
  at: z.string(),
});
export type StaffStatusChanged = z.infer<typeof StaffStatusChanged>;

/**
 * Payload of `reviewUpdated`: a note of this version was added, answered, ticked, corrected or
 * withdrawn, or (`version`, no note) a new version was delivered; an open review refetches.
 */
export const ReviewUpdated = z.object({
  requestId: z.string(),
  noteId: z.nullable(z.string()),
  change: z.enum(['added', 'replied', 'state', 'edited', 'deleted', 'version']),
  at: z.string(),
});
export type ReviewUpdated = z.infer<typeof ReviewUpdated>;

/**
 * Payload of `reviewWatch` and `reviewUnwatch`: the browser opened (or left) the review of this
 * order, so its socket hears every `reviewUpdated` of it while open, whoever it is on the order.
 */
export const ReviewWatch = z.object({
  requestId: required(z.uuid('Expected an order id.')),
});
export type ReviewWatch = z.infer<typeof ReviewWatch>;

// ---- Chat ------------------------------------------------------------------------------------

/**
 * The kind of a conversation: two people (Direct), a team's group chat (Group), a user and the
 * Admins (Support, the 'Support Team' contact) or the order notices a user receives (System).
 */
export const MessageType = z.enum(['Direct', 'Group', 'Support', 'System']);
export type MessageType = z.infer<typeof MessageType>;

/** The id of the Support Team contact (docs/product.md §2: `?user=admin` opens it). */
export const supportContactId = 'admin';
/** The id of the System contact, whose conversation holds a user's order notices. */
export const systemContactId = 'system';

/** Who a message shows as sent by: a person's account type, or System. */
export const SenderType = z.enum([...accountTypes, 'System']);
export type SenderType = z.infer<typeof SenderType>;

/**
 * A message body: 1-200 characters after trimming (docs/product.md §5, §9); line breaks and tabs are kept,
 * other control characters refused. HTML in it is text, never markup.
 */
export const MessageBody = text(chatLimits.bodyMax, { multiline: true });

const ClientMessageId = required(z.uuid('Expected a message id made by the client.'));

/**
 * Payload of `onMessage` (docs/product.md §3 Message). `id` is made by the client, so a message sent again
 * after a lost answer is stored once. `to` is a user's uid (Direct), a group's id (Group), 'admin'
 * (Support, from a user) or the user whose support thread an Admin answers. `from` may be left
 * out; anyone but an Admin writing for a client (the 'Emulated Client') must leave it out or
 * name themselves. `referenceFileId` attaches a drive file of the sender's own (decision 023).
 */
export const SendMessage = z.object({
  id: ClientMessageId,
  type: z.enum(['Direct', 'Group', 'Support'], 'Expected Direct, Group or Support.'),
  to: required(z.string('Expected a contact id.'))
    .check(nonEmpty())
    .check(z.maxLength(64, 'Expected a contact id.')),
  body: MessageBody,
  from: z.optional(z.uuid('Expected a user id.')),
  referenceFileId: z.optional(UploadId),
});
export type SendMessage = z.infer<typeof SendMessage>;

/** A message's drive file, as its card shows it: every reader may open it (decision 023). */
export const ChatAttachment = z.object({
  id: z.string(),
  name: z.string(),
  mime: z.string(),
  kind: UploadKind,
  size: z.number(),
});
export type ChatAttachment = z.infer<typeof ChatAttachment>;

/** A stored message as every reader receives it (docs/product.md §3 Message). */
export const ChatMessage = z.object({
  /** The server's id. */
  id: z.string(),
  /** The id the sending client made (order events: made from the event). */
  clientId: z.string(),
  /** Increases with every message stored; the client catches up from the last one it holds. */
  seq: z.int(),
  type: MessageType,
  /** The sender's uid (the client's, when an Admin wrote for them); null for System. */
  from: z.nullable(z.string()),
  fromName: z.string(),
  fromType: SenderType,
  /** The receiver's uid, the group's id, or 'admin' (a message to the Support Team). */
  to: z.string(),
  /** Support and System: the user whose thread it is; null otherwise. */
  thread: z.nullable(z.string()),
  body: z.string(),
  /** When it was stored, UTC ISO. */
  time: z.string(),
  /** Group messages: the group's name. */
  alias: z.nullable(z.string()),
  /** The attached drive file's id (decision 023). */
  referenceFileId: z.nullable(z.string()),
  /** What the attached file is, for its card; absent without one or once the file is removed. */
  attachment: z.optional(ChatAttachment),
  /** System messages: the app path of what it is about (an order in the Inbox). */
  link: z.nullable(z.string()),
  /** Set when an Admin wrote it for the client named in `from` (the 'Emulated Client'). */
  emulatedBy: z.nullable(z.object({ uid: z.string(), name: z.string() })),
  /** A live System notice of the reader's own action, stored as read: never unread. */
  seen: z.optional(z.literal(true)),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/** Payload of `onLogin`: the signed-in user's uid (docs/product.md §4, §7 Socket: `{name}`). */
export const ChatLogin = z.object({ name: z.string().check(z.maxLength(64)) });
export type ChatLogin = z.infer<typeof ChatLogin>;

/** Payload of `emulate`: an Admin starts (a client's uid) or stops (null) writing for a client. */
export const EmulateClient = z.object({ uid: z.nullable(z.uuid('Expected a user id.')) });
export type EmulateClient = z.infer<typeof EmulateClient>;

/**
 * Payload of `updateUser`: a user came online (1) or went offline (0). The client merges it into
 * the contact with this `name` (the username); `at` orders updates that cross on the way.
 */
export const PresenceUpdate = z.object({
  name: z.string(),
  uid: z.string(),
  online: z.int(),
  at: z.string(),
});
export type PresenceUpdate = z.infer<typeof PresenceUpdate>;

/**
 * Payload of `typing` from a browser: its user is writing in the conversation with `to` of kind
 * `type` (the same addressing as onMessage). Sent at most every few seconds while they type
 * (chatLimits.typingEveryMs); never stored.
 */
export const TypingStart = z.object({
  type: z.enum(['Direct', 'Group', 'Support'], 'Expected Direct, Group or Support.'),
  to: required(z.string('Expected a contact id.'))
    .check(nonEmpty())
    .check(z.maxLength(64, 'Expected a contact id.')),
});
export type TypingStart = z.infer<typeof TypingStart>;

/**
 * Payload of `typing` to the other readers: who writes where, addressed like a message (`to`,
 * and `thread` for Support), so the browser finds the conversation as it does for a message.
 * The browser shows it for chatLimits.typingShownMs unless another arrives.
 */
export const TypingNotice = z.object({
  type: MessageType,
  from: z.string(),
  fromName: z.string(),
  to: z.string(),
  thread: z.nullable(z.string()),
});
export type TypingNotice = z.infer<typeof TypingNotice>;

/** Payload of `seen`: the other side of a direct conversation has read it up to `seq`. */
export const SeenNotice = z.object({ by: z.string(), seq: z.int() });
export type SeenNotice = z.infer<typeof SeenNotice>;

/** A refused socket request: the error body an HTTP answer would carry, with `ok: false`. */
export const ChatFailure = z.extend(ErrorBody, { ok: z.literal(false) });
export type ChatFailure = z.infer<typeof ChatFailure>;

/** Answer of `onLogin` and `emulate`: who among the (emulated) user's contacts is online. */
export const PresenceAck = z.union([
  z.object({ ok: z.literal(true), online: z.array(z.string()) }),
  ChatFailure,
]);
export type PresenceAck = z.infer<typeof PresenceAck>;

/** Answer of `onMessage`: the stored message (the first copy, when it was sent before). */
export const SendAck = z.union([
  z.object({ ok: z.literal(true), message: ChatMessage }),
  ChatFailure,
]);
export type SendAck = z.infer<typeof SendAck>;

/** Answer of `reviewWatch` and `reviewUnwatch`: done, or refused (a stranger's: not_found). */
export const ReviewWatchAck = z.union([z.object({ ok: z.literal(true) }), ChatFailure]);
export type ReviewWatchAck = z.infer<typeof ReviewWatchAck>;

/** Events the server sends to a signed-in browser (joined to its own user room). */
export type ServerToClientEvents = {
  orderUpdated: (payload: OrderUpdated) => void;
  staffStatus: (payload: StaffStatusChanged) => void;
  reviewUpdated: (payload: ReviewUpdated) => void;
  message: (payload: ChatMessage) => void;
  updateUser: (payload: PresenceUpdate) => void;
  typing: (payload: TypingNotice) => void;
  seen: (payload: SeenNotice) => void;
  closing: (payload: SocketClosing) => void;
};

/** Events a browser sends to the server; each answers through its acknowledgement. */
export type ClientToServerEvents = {
  onLogin: (payload: ChatLogin, ack: (answer: PresenceAck) => void) => void;
  onMessage: (payload: SendMessage, ack: (answer: SendAck) => void) => void;
  emulate: (payload: EmulateClient, ack: (answer: PresenceAck) => void) => void;
  typing: (payload: TypingStart) => void;
  reviewWatch: (payload: ReviewWatch, ack: (answer: ReviewWatchAck) => void) => void;
  reviewUnwatch: (payload: ReviewWatch, ack: (answer: ReviewWatchAck) => void) => void;
};

/** The Socket.IO path, shared by the server and the client. */
export const socketPath = '/socket.io';

/**
 * docs/product.md §9: the browser's socket reconnects after 1 s, backing off up to 5 s; 20 s to
 * connect. A WebSocket first: one connection, which a balancer without sticky sessions cannot
 * split, where long-polling spreads a session over many requests ("Session ID unknown" on any
 * instance but the first). Polling stays the fallback of a network that refuses WebSockets.
 */
export const socketClientOptions = {
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  timeout: 20000,
  transports: ['websocket', 'polling'] as ('websocket' | 'polling')[],
  tryAllTransports: true,
};

// ---- Session of a socket ------------------------------------------------------------------------

/**
 * Why the server ends a socket, sent as `closing` just before: token expired (tokenExpired), a
 * logout or revoked session (sessionEnded), shutdown (serverShutdown), the user's oldest socket
 * beyond the limit (tooManySockets), or Redis back after pushes between instances were lost
 * (missedPushes; the catch-up after reconnecting fetches them). `reconnect`: connect again?
 */
export const SocketClosing = z.object({
  reason: z.enum([
    'tokenExpired',
    'sessionEnded',
    'serverShutdown',
    'tooManySockets',
    'missedPushes',
  ]),
  reconnect: z.boolean(),
});
export type SocketClosing = z.infer<typeof SocketClosing>;

/** What the server allows sockets: per user at once (the oldest goes), handshakes per address. */
export const socketLimits = {
  socketsPerUser: 5,
  handshakesPerAddress: 300,
  handshakeWindowMs: 60_000,
} as const;
