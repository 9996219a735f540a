import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type Dispatch } from 'react';
import { useSession } from '../../app/session';
import { addToTeam, removeFromTeam, teamKeys } from './api';
import { isEmpty, submitPlan, type Pending, type PendingAction } from './team-builder-state';

/**
 * Submit of the Team Builder (docs/product.md §4): the pending removals, then the additions, one
 * call each, each taken off the pending list once made. When nothing is pending any more (after
 * Submit or Reset) the user's friendships and team are loaded again.
 */
export function useTeamSubmit(uid: string, pending: Pending, dispatch: Dispatch<PendingAction>) {
  const session = useSession();
  const queryClient = useQueryClient();
  const empty = isEmpty(pending);

  const wasEmpty = useRef(empty);
  useEffect(() => {
    if (empty && !wasEmpty.current) {
      void queryClient.invalidateQueries({ queryKey: teamKeys.friendships(session.uid, uid) });
      void queryClient.invalidateQueries({ queryKey: teamKeys.team(session.uid, uid) });
    }
    wasEmpty.current = empty;
  }, [empty, queryClient, session.uid, uid]);

  const submit = useMutation({
    mutationFn: async () => {
      const plan = submitPlan(pending);
      for (const change of plan.removals) {
        await removeFromTeam({ uid1: uid, uid2: change.uid, relationship: change.roles });
        dispatch({ type: 'applied', member: change, kind: 'removing' });
      }
      for (const change of plan.additions) {
        await addToTeam({ uid1: uid, uid2: change.uid, relationship: change.roles });
        dispatch({ type: 'applied', member: change, kind: 'adding' });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
  return { submit, empty };
}
