import { useId, type Dispatch } from 'react';
import type { StaffOverviewRow, TeamRole } from '../../../common/api/teams';
import { Alert } from '../../components/Alert';
import { FailureAlert } from '../../components/FailureAlert';
import page from '../../styles/page.module.css';
import { membersAfter, rowsFor, type Pending, type PendingAction } from './team-builder-state';
import styles from './TeamBuilder.module.css';
import { SubmitBar } from './TeamBuilderParts';
import { TeamRoleSection } from './TeamRoleSection';
import type { CurrentMember } from './use-builder-data';
import type { useTeamSubmit } from './use-team-submit';

/**
 * What the plan's limit means for the form now: nothing under it; at it, why 'Add new user' is
 * off; over it (more added than allowed), that Submit waits for a removal.
 */
function limitNote(plan: string, after: number, limit: number | undefined): string | null {
  if (limit === undefined || after < limit) return null;
  const allows = `The ${plan} plan allows ${limit} team members`;
  return after > limit
    ? `${allows}, and the team would have ${after}. Remove someone before you submit.`
    : `${allows}, and the team has ${after}. Remove someone to add another.`;
}

type TeamSectionsProps = {
  plan: string;
  limit: number | undefined;
  current: CurrentMember[];
  pending: Pending;
  dispatch: Dispatch<PendingAction>;
  staffById: ReadonlyMap<string, StaffOverviewRow>;
  team: ReturnType<typeof useTeamSubmit>;
  onAdd: (role: TeamRole) => void;
};

/**
 * A Partner's team in the Team Builder: the Editor and Artist sections, the plan's limit said
 * once for both, and Submit and Reset. Changes here wait for Submit, which the form says, unlike
 * the contacts below it, which save at once.
 */
export function TeamSections({
  plan,
  limit,
  current,
  pending,
  dispatch,
  staffById,
  team,
  onAdd,
}: TeamSectionsProps) {
  const noteId = useId();
  const { submit, empty } = team;
  const after = membersAfter(current, pending);
  const overLimit = limit !== undefined && after > limit;
  const note = limitNote(plan, after, limit);
  return (
    <>
      <p className={`${page.muted} ${styles.muted}`}>
        Team changes are saved only when you press Submit; until then they are pending here.
      </p>
      {note && (
        <div id={noteId}>
          {overLimit ? (
            <Alert tone="warning">{note}</Alert>
          ) : (
            <p className={`${page.muted} ${styles.blocked}`}>{note}</p>
          )}
        </div>
      )}
      {(['Editor', 'Artist'] as const).map((role) => (
        <TeamRoleSection
          key={role}
          role={role}
          rows={rowsFor(role, current, pending)}
          current={current}
          busy={submit.isPending}
          onRemove={(row) => dispatch({ type: 'remove', member: row })}
          onKeep={(row) => dispatch({ type: 'keep', member: row })}
          onAdd={() => onAdd(role)}
          staffById={staffById}
          addBlockedBy={note ? noteId : null}
        />
      ))}
      <FailureAlert error={submit.error}> The changes not yet made are still pending.</FailureAlert>
      {!empty && (
        <SubmitBar
          pending={pending}
          busy={submit.isPending}
          blocked={overLimit}
          onSubmit={() => submit.mutate()}
          onReset={() => {
            submit.reset();
            dispatch({ type: 'reset' });
          }}
        />
      )}
    </>
  );
}
