import { useEffect, useMemo } from 'react';
import type { PresenceAck } from '../../../common/realtime';
import { useSocket } from '../../lib/use-socket';
import { ChatStore } from './chat-store';
import { listen } from './live-stores';

/**
 * The store of the client an Admin emulates: made per client, it hears the socket while the
 * page is open (the server adds the client's messages to the Admin's socket on `emulate`).
 */
export function useEmulatedStore(client: string | null): ChatStore | null {
  const store = useMemo(
    () => (client ? new ChatStore({ uid: client, isAdmin: false }, { emulated: true }) : null),
    [client],
  );
  const socket = useSocket(store !== null);
  useEffect(() => {
    if (!store || !socket || !client) return;
    const stopListening = listen(store);
    const onConnect = () => {
      store.setConnected(true);
      socket.emit('emulate', { uid: client }, (answer: PresenceAck) => {
        if (answer.ok) store.setOnline(answer.online);
        else console.warn('Could not emulate the client.', answer.error.message);
      });
      void store.sync();
    };
    socket.on('connect', onConnect);
    if (socket.connected) onConnect();
    return () => {
      socket.off('connect', onConnect);
      stopListening();
      if (socket.connected) socket.emit('emulate', { uid: null }, () => {});
    };
  }, [store, socket, client]);
  return store;
}
