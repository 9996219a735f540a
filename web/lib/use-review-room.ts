import { useEffect } from 'react';
import type { AppSocket } from './socket';

// How many open views watch each review on this tab's socket: the room is left when the last goes.
const watchers = new Map<string, number>();

/**
 * Joins the socket to the review's room (`reviewWatch`) now and after every reconnection (the
 * server forgets a socket's rooms when it ends); leaves it when the last view of it closes.
 */
function watchReview(socket: AppSocket, orderId: string): () => void {
  const watch = () =>
    socket.emit('reviewWatch', { requestId: orderId }, (answer) => {
      if (!answer.ok) console.warn('Live review updates are unavailable.', answer.error.code);
    });
  watchers.set(orderId, (watchers.get(orderId) ?? 0) + 1);
  if (socket.connected) watch();
  socket.on('connect', watch);
  return () => {
    socket.off('connect', watch);
    const left = (watchers.get(orderId) ?? 1) - 1;
    if (left > 0) return void watchers.set(orderId, left);
    watchers.delete(orderId);
    if (socket.connected) socket.emit('reviewUnwatch', { requestId: orderId }, () => {});
  };
}

/**
 * While a view of the review of `requestId` is open, calls `onChange` whenever someone adds,
 * answers or ticks a note or a new version is delivered (`reviewUpdated`, heard in the review's
 * room whoever the viewer is, Admins included), and once the socket comes back after a drop.
 * `onChange` should keep its identity (`useCallback`): a new one watches the room again.
 */
export function useReviewRoom(orderId: string, onChange: () => void): void {
  useEffect(() => {
    let release: (() => void) | undefined;
    let cancelled = false;
    const changed = () => onChange();
    import('./socket').then(
      ({ holdSocket, onReconnected }) => {
        if (cancelled) return;
        const held = holdSocket();
        held.socket.on('reviewUpdated', changed);
        const unwatch = watchReview(held.socket, orderId);
        const stop = onReconnected(changed);
        release = () => {
          held.socket.off('reviewUpdated', changed);
          unwatch();
          stop();
          held.release();
        };
      },
      (error: unknown) => console.warn('Live review updates are unavailable.', error),
    );
    return () => {
      cancelled = true;
      release?.();
    };
  }, [orderId, onChange]);
}
