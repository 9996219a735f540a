import { useEffect, useState } from 'react';
import type { AppSocket } from './socket';

/**
 * Holds the tab's one socket while the component is mounted and `active`; null until the socket
 * client has loaded. Every live feature (chat, order updates) shares the connection through this
 * hook. The client is imported on demand, so it never weighs on the first paint of the dashboard,
 * nor on the landing page at all.
 */
export function useSocket(active = true): AppSocket | null {
  const [socket, setSocket] = useState<AppSocket | null>(null);
  useEffect(() => {
    if (!active) return;
    let release: (() => void) | undefined;
    let cancelled = false;
    import('./socket').then(
      ({ holdSocket }) => {
        if (cancelled) return;
        const held = holdSocket();
        release = held.release;
        setSocket(held.socket);
      },
      (error: unknown) => console.warn('Live updates are unavailable.', error),
    );
    return () => {
      cancelled = true;
      release?.();
      setSocket(null);
    };
  }, [active]);
  return socket;
}
