import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { StaffStatusChanged } from '../../../common/realtime';
import { useSession } from '../../app/session';
import { teamKeys } from './api';

/**
 * What a `staffStatus` event makes stale: every teams query (team pages, the Team Builder's
 * picker, Manage, the staff page, the directory search) and the keys the caller adds.
 */
export function refreshAfterStatusEvent(
  client: QueryClient,
  also: readonly QueryKey[],
  _event?: StaffStatusChanged,
): void {
  for (const queryKey of [teamKeys.all, ...also]) void client.invalidateQueries({ queryKey });
}

/**
 * Listens to `staffStatus` while the dashboard is open, so a staff member's Available, Busy or
 * Vacation shows on every open page of the people who see it, without a reload. Like the order
 * events, the socket client loads on demand and a reconnect refetches what may have been missed.
 */
export function useStaffStatusEvents(also: readonly QueryKey[] = []): void {
  const { uid } = useSession();
  const queryClient = useQueryClient();
  // The caller's keys as one value, so a new array each render does not resubscribe.
  const alsoKey = JSON.stringify(also);

  useEffect(() => {
    if (!uid) return;
    const extra = JSON.parse(alsoKey) as QueryKey[];
    let release: (() => void) | undefined;
    let cancelled = false;
    const onStatus = (event: StaffStatusChanged) =>
      refreshAfterStatusEvent(queryClient, extra, event);
    import('../../lib/socket').then(
      ({ holdSocket, onReconnected }) => {
        if (cancelled) return;
        const held = holdSocket();
        held.socket.on('staffStatus', onStatus);
        const stopCatchingUp = onReconnected(() => refreshAfterStatusEvent(queryClient, extra));
        release = () => {
          held.socket.off('staffStatus', onStatus);
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
  }, [uid, queryClient, alsoKey]);
}
