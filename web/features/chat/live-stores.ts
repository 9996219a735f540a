import type { ChatViewer } from '../../../common/api/chat';
import { ChatStore } from './chat-store';

/** Every store that hears the socket: the signed-in user's and an Admin's emulated client's. */
const liveStores = new Set<ChatStore>();

/** Lets a store hear live messages and presence until the returned function is called. */
export function listen(store: ChatStore): () => void {
  liveStores.add(store);
  return () => liveStores.delete(store);
}

/** Hands one socket event to every live store. */
export function dispatch(event: (store: ChatStore) => void): void {
  liveStores.forEach(event);
}

let own: ChatStore | null = null;

/** The signed-in user's store (one per user per tab), made on first use. */
export function ownChatStore(viewer: ChatViewer): ChatStore {
  const current = own?.getSnapshot().viewer;
  if (!own || current?.uid !== viewer.uid || current.isAdmin !== viewer.isAdmin)
    own = new ChatStore(viewer);
  return own;
}
