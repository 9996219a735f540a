import { useQuery } from '@tanstack/react-query';
import {
  teamBuilderEntries,
  TeamRole,
  type Friendship,
  type StaffFacts,
} from '../../../common/api/teams';
import { useSession } from '../../app/session';
import { friendshipsQuery, teamQuery } from './api';
import type { RoleMember } from './team-builder-state';

/** A current team member in one role, with what the builder shows about them. */
export type CurrentMember = RoleMember & { staff: StaffFacts | undefined };

/**
 * What the Team Builder knows about the selected user: their own entry, their team by the §3
 * rules (from their friendship list), their clients when they are staff, and the plan's limit.
 */
export function useBuilderData(uid: string) {
  const session = useSession();
  const friendships = useQuery(friendshipsQuery(session.uid, uid));
  const list: Friendship[] = friendships.data ?? [];
  const self = list.find((e) => e.self);
  const isPartner = self?.accountType === 'Partner';
  const team = useQuery({ ...teamQuery(session.uid, uid), enabled: isPartner });

  const entries = teamBuilderEntries(list);
  const current: CurrentMember[] = [];
  for (const e of entries) {
    const role = TeamRole.safeParse(e.accountType);
    if (role.success)
      current.push({
        uid: e.uid,
        username: e.username ?? '',
        name: e.name,
        role: role.data,
        staff: e.staff,
      });
  }
  const clients = entries.filter((e) => e.accountType === 'Partner');
  return { friendships, team, self, isPartner, current, clients };
}
