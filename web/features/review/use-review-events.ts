import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { reviewKeys } from './api';

/**
 * While a review is open, refetches its notes whenever someone on the order adds, answers or
 * ticks one (`reviewUpdated` on the signed-in user's socket), and once the socket comes back.
 */
export function useReviewEvents(): void {
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
        const stop = onReconnected(refresh);
        release = () => {
          held.socket.off('reviewUpdated', refresh);
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
  }, [queryClient]);
}
