import type {
  ChatStateQuery,
  HistoryQuery,
  MissedQuery,
  ReadMark,
} from '../../../common/api/chat.js';
import type {
  SupportNoteRequest,
  SupportNotesQuery,
  SupportThreadUpdate,
} from '../../../common/api/chat-support.js';
import type { MuteRequest, NotificationSettings } from '../../../common/api/chat-notifications.js';
import type {
  SupportSearchQuery,
  SupportTagsQuery,
  SupportTagsUpdate,
} from '../../../common/api/support-search.js';
import type { SendMessage, TypingStart } from '../../../common/realtime.js';
import type { Principal } from '../../auth/tokens.js';
import { noRealtime } from '../../realtime/realtime-hub.js';
import type { ChatContext, ChatDeps } from './chat-deps.js';
import { runChatDigest, type DigestMail } from './chat-digest.js';
import { chatDirectory } from './chat-directory.js';
import { chatState } from './chat-state.js';
import { history, markRead, missed } from './conversations.js';
import { audienceOf, checkEmulation } from './presence.js';
import { sendMessage } from './send-message.js';
import { typingNotice } from './typing.js';
import {
  muteConversation,
  notificationState,
  updateNotifications,
} from './notification-settings.js';
import { unsubscribe } from './unsubscribe.js';
import { supportInbox } from './support-inbox.js';
import { addSupportNote, supportNotes } from './support-notes.js';
import { savedReplies } from './saved-replies.js';
import { postSystem, type SystemNotice } from './system-messages.js';
import type { SystemMessenger } from './system-messenger.js';
import { updateSupportThread } from './update-support-thread.js';
import { searchSupport, setSupportTags, supportTagsOf } from './support-search.js';

export type { ChatDeps, Delivery } from './chat-deps.js';

/**
 * Live chat (docs/product.md §3 Message, §4 Chat, §6, §7): who may write to whom, storing messages
 * once, history pages, the catch-up after a reconnect, unread counts, Support and System
 * conversations and an Admin writing for a client. Delivery is the socket layer's.
 */
export function chatService(deps: ChatDeps) {
  const ctx: ChatContext = {
    repo: deps.repo,
    now: deps.now,
    directory: chatDirectory(deps),
    realtime: deps.hub ?? noRealtime,
    replyWithin: deps.replyWithin ?? 'a few hours',
  };
  return {
    send: (author: Principal, payload: SendMessage) => sendMessage(ctx, author, payload),
    history: (who: Principal, query: HistoryQuery) => history(ctx, who, query),
    missed: (who: Principal, query: MissedQuery) => missed(ctx, who, query),
    state: (who: Principal, query: ChatStateQuery) => chatState(ctx, who, query),
    markRead: (who: Principal, mark: ReadMark) => markRead(ctx, who, mark),
    typing: (who: Principal, signal: TypingStart) => typingNotice(ctx, who, signal),
    postSystem: (notice: SystemNotice) => postSystem(ctx, notice),
    audienceOf: (uid: string, admin: boolean) => audienceOf(ctx, uid, admin),
    emulate: (who: Principal, uid: string) => checkEmulation(ctx, who, uid),
    supportInbox: (who: Principal) => supportInbox(ctx, who),
    updateSupportThread: (who: Principal, update: SupportThreadUpdate, tell?: SystemMessenger) =>
      updateSupportThread(ctx, who, update, tell),
    supportNotes: (who: Principal, query: SupportNotesQuery) => supportNotes(ctx, who, query),
    addSupportNote: (who: Principal, note: SupportNoteRequest) => addSupportNote(ctx, who, note),
    searchSupport: (who: Principal, query: SupportSearchQuery) => searchSupport(ctx, who, query),
    supportTags: (who: Principal, query: SupportTagsQuery) => supportTagsOf(ctx, who, query),
    setSupportTags: (who: Principal, update: SupportTagsUpdate) => setSupportTags(ctx, who, update),
    notifications: (who: Principal) => notificationState(ctx, who),
    updateNotifications: (who: Principal, settings: NotificationSettings) =>
      updateNotifications(ctx, who, settings),
    mute: (who: Principal, request: MuteRequest) => muteConversation(ctx, who, request),
    unsubscribe: (secret: Uint8Array, token: string) => unsubscribe(ctx, secret, token),
    runDigest: (mail: DigestMail) => runChatDigest(ctx, mail),
    savedReplies: savedReplies(ctx),
    /** What every signed-in user may read: how soon the Support Team usually answers. */
    replyTime: async () => ({ within: ctx.replyWithin }),
    /** A user's name and account type, as presence updates name them. */
    personOf: ctx.directory.personOf,
  };
}

/** The chat service's shape. */
export type ChatService = ReturnType<typeof chatService>;
