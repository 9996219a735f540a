import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AppSocket } from '../../lib/socket';
import { reviewKeys } from './api';

// How many open views watch each review on this tab's socket: the room is left when the last goes.
const watchers = new Map<string, number>();

/**
 * Joins the socket to the review's room (`reviewWatch`) now and after every reconnection (the
 * server forgets a socket's rooms when it ends); leaves it when the last view of it closes.
 */
function watchReview(socket: AppSocket, requestId: string): () => void {
  const watch = () =>
    socket.emit('reviewWatch', { requestId }, (answer) => {
      if (!answer.ok) console.warn('Live review updates are unavailable.', answer.error.code);
    });
  watchers.set(requestId, (watchers.get(requestId) ?? 0) + 1);
  if (socket.connected) watch();
  socket.on('connect', watch);
  return () => {
    socket.off('connect', watch);
    const left = (watchers.get(requestId) ?? 1) - 1;
    if (left > 0) return void watchers.set(requestId, left);
    watchers.delete(requestId);
    if (socket.connected) socket.emit('reviewUnwatch', { requestId }, () => {});
  };
}

/**
 * While the review of `requestId` is open, refetches its notes whenever someone adds, answers or
 * ticks one, or a new version is delivered (`reviewUpdated`, heard in the review's room whoever
 * the viewer is, Admins included), and once the socket comes back.
 */
export function useReviewEvents(requestId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let release: (() => void) | undefined;
    let cancelled = false;
    // A refetch during a tick could read the note before the tick is saved; the tick refetches
    // every review itself once it is settled, so an event meanwhile has nothing to add.
    const refresh = () => {
      if (queryClient.isMutating({ mutationKey: reviewKeys.tick }) > 0) return;
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    };
    import('../../lib/socket').then(
      ({ holdSocket, onReconnected }) => {
        if (cancelled) return;
        const held = holdSocket();
        held.socket.on('reviewUpdated', refresh);
        const unwatch = watchReview(held.socket, requestId);
        const stop = onReconnected(refresh);
        release = () => {
          held.socket.off('reviewUpdated', refresh);
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
  }, [queryClient, requestId]);
}
