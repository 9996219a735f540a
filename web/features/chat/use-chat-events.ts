import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { contactKey } from '../../../common/api/chat';
import type {
  ChatMessage,
  PresenceAck,
  PresenceUpdate,
  SeenNotice,
  TypingNotice,
} from '../../../common/realtime';
import { useSession } from '../../app/session';
import { useSocket } from '../../lib/use-socket';
import { unreadTotal } from './chat-state';
import type { ChatStore } from './chat-store';
import { dispatch, listen, ownChatStore } from './live-stores';
import { notificationsQuery } from './notifications-api';
import { useMessageNotifications } from './use-message-notifications';

/** The signed-in user's chat store, or null when nobody is signed in. */
export function useOwnChatStore(): ChatStore | null {
  const { uid, accountType, username } = useSession();
  return uid ? ownChatStore({ uid, isAdmin: accountType === 'Admin', username }) : null;
}

const noSnapshot = () => null;
const noSubscribe = () => () => {};

/**
 * Unread messages of the signed-in user across every conversation but the muted ones (sidebar
 * and tab title): a muted conversation keeps its own count in the list, and nothing more.
 */
export function useUnreadTotal(): number {
  const store = useOwnChatStore();
  const snapshot = useSyncExternalStore(
    store?.subscribe ?? noSubscribe,
    store?.getSnapshot ?? noSnapshot,
  );
  const muted = useQuery(notificationsQuery(snapshot?.viewer.uid ?? null)).data?.muted;
  const mutedKeys = useMemo(() => new Set(muted ?? []), [muted]);
  return snapshot ? unreadTotal(snapshot, mutedKeys) : 0;
}

/**
 * The chat's socket wiring for the whole dashboard (docs/product.md §4 Chat): on every
 * (re)connection it emits `onLogin` with the uid and catches up on what was missed; `message`,
 * `updateUser` and `typing` reach every live store (the user's own, and an Admin's emulated
 * client's); `seen` (the other side read a direct conversation) the user's own.
 */
export function useChatEvents(): void {
  const store = useOwnChatStore();
  const socket = useSocket(store !== null);
  useMessageNotifications(store, socket);

  useEffect(() => {
    if (!store || !socket) return;
    const stopListening = listen(store);
    const { uid } = store.getSnapshot().viewer;
    const onConnect = () => {
      dispatch((s) => s.setConnected(true));
      socket.emit('onLogin', { name: uid }, (answer: PresenceAck) => {
        if (answer.ok) store.setOnline(answer.online);
      });
      void store.sync();
    };
    const onDisconnect = () => dispatch((s) => s.setConnected(false));
    const onMessage = (message: ChatMessage) => dispatch((s) => s.apply(message));
    const onPresence = (update: PresenceUpdate) => dispatch((s) => s.presence(update));
    const onTyping = (notice: TypingNotice) =>
      dispatch((s) => {
        const key = s.keyOf(notice);
        if (key) s.signals.typed(key, notice.from, notice.fromName);
      });
    const onSeen = ({ by, seq }: SeenNotice) =>
      store.signals.readUpTo(contactKey('Direct', by), seq);
    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    socket.on('message', onMessage);
    socket.on('updateUser', onPresence);
    socket.on('typing', onTyping);
    socket.on('seen', onSeen);
    if (socket.connected) onConnect();
    return () => {
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      socket.off('message', onMessage);
      socket.off('updateUser', onPresence);
      socket.off('typing', onTyping);
      socket.off('seen', onSeen);
      stopListening();
    };
  }, [store, socket]);
}

/** Shows the unread count in the tab title, `(3) Chat · Crewcast`, whatever the page sets. */
export function useUnreadTitle(count: number): void {
  useEffect(() => {
    const strip = (title: string) => title.replace(/^\(\d+\) /, '');
    const apply = () => {
      const base = strip(document.title);
      const wanted = count > 0 ? `(${count}) ${base}` : base;
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    // Each page writes its own <title>; put the count back in front of it.
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = strip(document.title);
    };
  }, [count]);
}
