import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useReviewRoom } from '../../lib/use-review-room';
import { mediaFactsKey } from '../drive/public';
import { reviewVersionsKey } from '../review-versions/public';
import { reviewKeys } from './api';

/**
 * While the review of `requestId` is open, refetches its notes and its versions whenever the
 * review changes for anyone (a note, a reply, a tick, a delivered version).
 */
export function useReviewEvents(orderId: string): void {
  const queryClient = useQueryClient();
  const refresh = useCallback(() => {
    // A refetch during a tick could read the note before the tick is saved; the tick refetches
    // every review itself once it is settled, so an event meanwhile has nothing to add.
    if (queryClient.isMutating({ mutationKey: reviewKeys.tick }) > 0) return;
    void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    void queryClient.invalidateQueries({ queryKey: reviewVersionsKey });
    void queryClient.invalidateQueries({ queryKey: mediaFactsKey });
  }, [queryClient]);
  useReviewRoom(orderId, refresh);
}
