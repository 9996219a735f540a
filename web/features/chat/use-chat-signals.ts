import { useRef, useSyncExternalStore } from 'react';
import { chatLimits } from '../../../common/limits';
import type { AppSocket } from '../../lib/socket';
import type { SignalsSnapshot } from './chat-signals';
import type { ChatStore } from './chat-store';
import type { ChatContactView } from './contacts';

const none: SignalsSnapshot = { typing: {}, seen: {}, latest: {} };
const noSnapshot = () => none;
const noSubscribe = () => () => {};

/** The store's typing, read marks and activity, for the components that show them. */
export function useChatSignals(store: ChatStore | null): SignalsSnapshot {
  return useSyncExternalStore(
    store?.signals.subscribe ?? noSubscribe,
    store?.signals.getSnapshot ?? noSnapshot,
  );
}

/**
 * Tells the conversation's other readers the user is typing: once on the first key, then at most
 * every chatLimits.typingEveryMs while they go on. Nothing goes while an Admin writes for a client.
 */
export function useTypingSignal(
  socket: AppSocket | null,
  contact: ChatContactView,
  enabled: boolean,
): () => void {
  const last = useRef(0);
  return () => {
    if (!enabled || !socket?.connected || contact.type === 'System') return;
    const now = Date.now();
    if (now - last.current < chatLimits.typingEveryMs) return;
    last.current = now;
    socket.emit('typing', { type: contact.type, to: contact.id });
  };
}
