import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { OrderUpdated } from '../../../common/realtime';
import { useSession } from '../../app/session';
import { paymentKeys } from '../payments/public';
import { orderKeys } from './api';

/** What an `orderUpdated` event makes stale: every order query, and the Partner's credit counts. */
export function refreshAfterOrderEvent(client: QueryClient, _event?: OrderUpdated): void {
  void client.invalidateQueries({ queryKey: orderKeys.all });
  // A cancelled order refunds its credit; a placed one spends it.
  void client.invalidateQueries({ queryKey: paymentKeys.transactions });
}

/**
 * Listens to the signed-in user's `orderUpdated` events while the dashboard is open, so open
 * pages refresh without a reload. The socket client is imported here, on demand, so it never
 * weighs on the first paint of the dashboard (nor on the landing page at all).
 */
export function useOrderEvents(): void {
  const { uid } = useSession();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!uid) return;
    let release: (() => void) | undefined;
    let cancelled = false;
    const onUpdate = (event: OrderUpdated) => refreshAfterOrderEvent(queryClient, event);
    import('../../lib/socket').then(
      ({ holdSocket, onReconnected }) => {
        if (cancelled) return;
        const held = holdSocket();
        held.socket.on('orderUpdated', onUpdate);
        // Events sent while the socket was away are lost: refetch once it is back.
        const stopCatchingUp = onReconnected(() => refreshAfterOrderEvent(queryClient));
        release = () => {
          held.socket.off('orderUpdated', onUpdate);
          stopCatchingUp();
          held.release();
        };
      },
      (error: unknown) => console.warn('Live updates are unavailable.', error),
    );
    return () => {
      cancelled = true;
      release?.();
    };
  }, [uid, queryClient]);
}
