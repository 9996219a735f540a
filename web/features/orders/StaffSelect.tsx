import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { assignableStaff, type TeamMember, type TeamRole } from '../../../common/api/teams';
import { dashboardPaths } from '../../../common/paths';
import { QueryError } from '../../components/QueryError';
import { Select } from '../../components/Select';
import { waitingTexts } from '../../components/WaitingScreen';
import { staffLabel } from './form-data';

/** The team query, as far as the staff selects read it. */
export type TeamState = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

type StaffSelectProps = {
  role: TeamRole;
  label: string;
  team: TeamState;
  members: readonly TeamMember[];
  error: string | undefined;
  registration: UseFormRegisterReturn<'assignedEditor' | 'assignedArtist'>;
};

/** An editor or artist select: only team members of that role whose status is Available. */
export function StaffSelect({ role, label, team, members, error, registration }: StaffSelectProps) {
  if (team.isError)
    return <QueryError error={team.error} onRetry={() => void team.refetch()} size="small" />;
  const staff = assignableStaff(members, role);
  const noun = role === 'Editor' ? 'editor' : 'thumbnail artist';
  let hint: ReactNode = 'Only team members who are Available are listed.';
  if (!team.isPending && staff.length === 0)
    hint = (
      <>
        No {noun} on your team is available right now.{' '}
        <Link to={dashboardPaths.chat({ user: 'admin' })}>Chat with the Support Team</Link>
      </>
    );
  return (
    <Select
      label={label}
      disabled={team.isPending || staff.length === 0}
      aria-required="true"
      error={error}
      hint={hint}
      {...registration}
    >
      {team.isPending ? (
        <option value="">{waitingTexts.loading}</option>
      ) : staff.length === 0 ? (
        <option value="">No {noun} available</option>
      ) : (
        <>
          <option value="">Choose your {noun}</option>
          {staff.map((member) => (
            <option key={member.uid} value={member.uid}>
              {staffLabel(member, role)}
            </option>
          ))}
        </>
      )}
    </Select>
  );
}
