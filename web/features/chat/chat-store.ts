import { contactOf, type ChatViewer } from '../../../common/api/chat';
import { chatLimits } from '../../../common/limits';
import type { ChatMessage, PresenceUpdate } from '../../../common/realtime';
import { httpChatApi, type ChatApi } from './chat-api';
import { ChatSignals } from './chat-signals';
import {
  countsAsUnread,
  emptyConversation,
  insertSorted,
  refOf,
  strangerOf,
  type ChatSnapshot,
  type ContactRef,
  type Conversation,
  type HeldMessage,
  type Presence,
} from './chat-state';

/**
 * The live chat state of one viewer: the signed-in user, or the client an Admin emulates. It
 * merges history pages, live messages and the catch-up by message id, so nothing shows twice, and
 * keeps each conversation a gap-free run of its newest messages, so history pages can be asked
 * for by the counts already held (docs/product.md §7).
 */
export class ChatStore {
  private state: ChatSnapshot;
  private listeners = new Set<() => void>();
  private syncing: Promise<void> | null = null;
  /**
   * Every message of the viewer's up to here is held. It moves with the catch-up, and with live
   * messages only while the socket has stayed connected since the last catch-up: a live message
   * heard right after a reconnect must not hide the ones missed before it.
   */
  private cursor = 0;
  private synced = false;
  /** The conversation on screen; what arrives there is read while the page is visible. */
  selected: string | null = null;
  /** Typing, the other side's read marks and latest activity, which change apart from messages. */
  readonly signals = new ChatSignals();
  /** The viewer's groups, once the contact list is known (an Admin's socket hears all groups). */
  private groups: ReadonlySet<string> | undefined;

  constructor(
    viewer: ChatViewer,
    private readonly options: {
      /** An Admin reading as a client: nothing is marked read on the client's behalf. */
      emulated?: boolean;
      api?: ChatApi;
      /** Whether the user can see the page now: the tab is visible and its window focused. */
      isVisible?: () => boolean;
    } = {},
  ) {
    this.state = {
      viewer,
      ready: false,
      failed: false,
      connected: false,
      lastSeq: null,
      unread: {},
      conversations: {},
      online: {},
      extraContacts: [],
    };
  }

  private get api(): ChatApi {
    return this.options.api ?? httpChatApi;
  }

  private visible(): boolean {
    if (this.options.isVisible) return this.options.isVisible();
    if (typeof document === 'undefined') return true;
    return document.visibilityState !== 'hidden' && document.hasFocus();
  }

  private set(patch: Partial<ChatSnapshot>): void {
    this.state = { ...this.state, ...patch };
    this.listeners.forEach((listener) => listener());
  }

  private setConversation(key: string, patch: Partial<Conversation>): void {
    const current = this.state.conversations[key] ?? emptyConversation;
    this.set({ conversations: { ...this.state.conversations, [key]: { ...current, ...patch } } });
  }

  /** Tells the store which groups are the viewer's, from their contact list. */
  setGroups(groups: ReadonlySet<string>): void {
    this.groups = groups;
  }

  /** For useSyncExternalStore. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** For useSyncExternalStore. */
  getSnapshot = (): ChatSnapshot => this.state;

  /** The contact key of a message for this viewer, or null when it is not theirs. */
  keyOf(message: Pick<ChatMessage, 'type' | 'from' | 'to' | 'thread'>): string | null {
    return (
      contactOf(message, this.state.viewer, this.state.viewer.isAdmin ? undefined : this.groups)
        ?.key ?? null
    );
  }

  // The answer to a message this tab sent, which is shown whatever else has loaded.
  private isPending(message: ChatMessage): boolean {
    return Object.values(this.state.conversations).some((c) =>
      c.messages.some((m) => m.status && m.clientId === message.clientId),
    );
  }

  /** True for a message the viewer wrote (or an Admin wrote as the viewer). */
  private isOwn(message: ChatMessage): boolean {
    const { uid } = this.state.viewer;
    return message.from === uid || message.emulatedBy?.uid === uid;
  }

  /**
   * Adds a stored message (live, caught up or acknowledged) unless it is held already. Before the
   * chat state has loaded, live messages are left to the catch-up that follows it.
   */
  apply(message: ChatMessage, caughtUp = false): void {
    if (!this.state.ready && !this.isPending(message)) return;
    if (caughtUp || this.synced) this.cursor = Math.max(this.cursor, message.seq);
    const key = this.keyOf(message);
    if (!key) return;
    this.signals.activity(key, message.seq, message.from);
    const conversation = this.state.conversations[key] ?? emptyConversation;
    if (conversation.messages.some((m) => m.id === message.id)) return;
    const messages = insertSorted(
      conversation.messages.filter((m) => !(m.status && m.clientId === message.clientId)),
      message,
    );
    const lastSeq = Math.max(this.state.lastSeq ?? 0, message.seq);
    const patch: Partial<ChatSnapshot> = {
      lastSeq,
      conversations: { ...this.state.conversations, [key]: { ...conversation, messages } },
    };
    if (!this.isOwn(message) && !message.seen) {
      if (key === this.selected && this.visible()) void this.markRead(key, lastSeq);
      else if (countsAsUnread(message, this.state.viewer))
        patch.unread = { ...this.state.unread, [key]: (this.state.unread[key] ?? 0) + 1 };
      const extra = strangerOf(message, key, this.state.extraContacts);
      if (extra) patch.extraContacts = [...this.state.extraContacts, extra];
    }
    this.set(patch);
  }

  /**
   * Loads the unread counts on first use; after a reconnect fetches every message stored since
   * the newest one held, so nothing is lost and (merged by id) nothing shows twice.
   */
  sync(): Promise<void> {
    this.syncing ??= this.runSync().finally(() => {
      this.syncing = null;
    });
    return this.syncing;
  }

  private async runSync(): Promise<void> {
    const uid = this.options.emulated ? this.state.viewer.uid : undefined;
    try {
      if (!this.state.ready) {
        const state = await this.api.state(uid);
        this.cursor = state.lastSeq;
        this.set({
          ready: true,
          failed: false,
          lastSeq: Math.max(state.lastSeq, this.state.lastSeq ?? 0),
          unread: state.unread,
          extraContacts: state.contacts,
        });
        this.signals.load(state);
        // A conversation opened before the counts arrived (a link straight to it) is read.
        if (this.selected && this.visible()) void this.markRead(this.selected);
      }
      for (;;) {
        const page = await this.api.missed(this.cursor, uid);
        for (const m of page.messages) this.apply(m, true);
        if (!page.more || page.messages.length === 0) break;
      }
      this.synced = this.state.connected;
    } catch (error) {
      if (!this.state.ready) this.set({ failed: true });
      console.warn('Could not load the chat.', error);
    }
  }

  /** Loads the first history page of a conversation, or the next older one. */
  async loadHistory(ref: ContactRef, more = false): Promise<void> {
    const current = this.state.conversations[ref.key] ?? emptyConversation;
    if (current.loading || (!more && current.loaded)) return;
    this.setConversation(ref.key, { loading: true, failed: false });
    const held = current.messages.filter((m) => !m.status);
    const mine = held.filter((m) => this.isOwnSide(m)).length;
    const [start1, start2] =
      ref.type === 'Group' ? [held.length, held.length] : [mine, held.length - mine];
    try {
      const page = await this.api.history({
        user2: ref.id,
        type: ref.type,
        start1,
        start2,
        length: chatLimits.pageSize,
        ...(this.options.emulated ? { uid: this.state.viewer.uid } : {}),
      });
      const latest = this.state.conversations[ref.key] ?? emptyConversation;
      let messages = latest.messages;
      for (const m of page)
        if (!messages.some((held) => held.id === m.id)) messages = insertSorted(messages, m);
      this.setConversation(ref.key, {
        messages,
        loaded: true,
        loading: false,
        hasMore: page.length === chatLimits.pageSize,
      });
    } catch (error) {
      console.warn('Could not load the chat history.', error);
      this.setConversation(ref.key, { loading: false, failed: true });
    }
  }

  // The caller's side of a direct conversation, as the history query counts it.
  private isOwnSide(message: ChatMessage): boolean {
    return message.from === this.state.viewer.uid;
  }

  /** Opens a conversation: it is read (once the chat state has loaded, if it has not yet). */
  select(key: string | null): void {
    this.selected = key;
    if (key && this.state.ready && this.visible()) void this.markRead(key);
  }

  /** The user came back to the page (tab shown, window focused): the open conversation is read. */
  seen(): void {
    if (this.selected && this.state.ready && this.visible()) void this.markRead(this.selected);
  }

  /** Marks a conversation read up to the newest message held (and on the server). */
  async markRead(key: string, upTo?: number): Promise<void> {
    const conversation = this.state.conversations[key];
    const newest = conversation?.messages.reduce((s, m) => (m.status ? s : Math.max(s, m.seq)), 0);
    const seq = Math.max(upTo ?? 0, this.state.lastSeq ?? 0, newest ?? 0);
    if (this.state.unread[key]) this.set({ unread: { ...this.state.unread, [key]: 0 } });
    if (this.options.emulated || seq === 0) return;
    const ref = refOf(key);
    try {
      await this.api.read({ type: ref.type, user2: ref.id, seq });
    } catch (error) {
      console.warn('Could not mark the chat read.', error);
    }
  }

  /** Shows a message the viewer is sending until the server stores it. */
  addPending(message: HeldMessage, key: string): void {
    const conversation = this.state.conversations[key] ?? emptyConversation;
    const messages = conversation.messages.filter((m) => m.clientId !== message.clientId);
    this.setConversation(key, { messages: [...messages, message] });
  }

  /** Marks a message on its way as refused, with the reason shown beside it. */
  failPending(key: string, clientId: string, failure: string): void {
    const conversation = this.state.conversations[key];
    if (!conversation) return;
    this.setConversation(key, {
      messages: conversation.messages.map((m) =>
        m.status && m.clientId === clientId ? { ...m, status: 'failed', failure } : m,
      ),
    });
  }

  /** Sets who is online from an onLogin or emulate answer. */
  setOnline(uids: readonly string[]): void {
    const online: Record<string, Presence> = {};
    for (const [uid, p] of Object.entries(this.state.online)) online[uid] = { ...p, online: 0 };
    for (const uid of uids) online[uid] = { online: 1, at: online[uid]?.at ?? '' };
    this.set({ online });
  }

  /** Merges an updateUser event (docs/product.md §4), unless a newer one for the user came first. */
  presence(update: PresenceUpdate): void {
    const current = this.state.online[update.uid];
    if (current && current.at > update.at) return;
    this.set({
      online: { ...this.state.online, [update.uid]: { online: update.online, at: update.at } },
    });
  }

  /** Whether the socket is connected, for the page's notice. */
  setConnected(connected: boolean): void {
    if (!connected) this.synced = false;
    if (connected !== this.state.connected) this.set({ connected });
  }
}
