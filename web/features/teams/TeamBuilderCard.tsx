import type { Dispatch, RefObject } from 'react';
import type { TeamRole } from '../../../common/api/teams';
import { useSession } from '../../app/session';
import { Button } from '../../components/Button';
import { QueryError } from '../../components/QueryError';
import { WaitingScreen, waitingTexts } from '../../components/WaitingScreen';
import page from '../../styles/page.module.css';
import { ContactsSection } from './ContactsSection';
import { StaffTeams } from './StaffTeams';
import { membersAfter, type Pending, type PendingAction } from './team-builder-state';
import styles from './TeamBuilder.module.css';
import { BuilderCardHead } from './TeamBuilderParts';
import { TeamSections } from './TeamSections';
import { useBuilderData } from './use-builder-data';
import { useStaffStatuses } from './use-staff-statuses';
import { useTeamSubmit } from './use-team-submit';

type TeamBuilderCardProps = {
  uid: string;
  pending: Pending;
  dispatch: Dispatch<PendingAction>;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onAdd: (role: TeamRole) => void;
  onOpen: (uid: string) => void;
  onReturn: () => void;
};

/**
 * Step 2 of the Team Builder (docs/product.md §2, §4): the selected user's Editor and Artist sections with
 * Remove and 'Add new user', new additions on a green edge, and Submit and Reset while changes
 * are pending; then their contacts, which save at once. When nothing is pending any more, the
 * friendship list is loaded again.
 */
export function TeamBuilderCard({
  uid,
  pending,
  dispatch,
  headingRef,
  onAdd,
  onOpen,
  onReturn,
}: TeamBuilderCardProps) {
  const { friendships, team, self, isPartner, current, clients } = useBuilderData(uid);
  const teamSubmit = useTeamSubmit(uid, pending, dispatch);
  const session = useSession();
  const staffById = useStaffStatuses(session.uid, [
    ...current.map((m) => m.uid),
    ...pending.adding.map((m) => m.uid),
  ]);

  const header = (
    <div className={styles.stepHead}>
      <h1
        id="team-builder-title"
        ref={headingRef}
        tabIndex={-1}
        className={`${page.title} ${styles.title}`}
      >
        Team Builder
      </h1>
      <Button variant="secondary" size="small" onClick={onReturn}>
        Return to search
      </Button>
    </div>
  );

  if (friendships.isPending)
    return (
      <section className={`${styles.step} ${styles.builder}`} aria-labelledby="team-builder-title">
        {header}
        <WaitingScreen label={waitingTexts.loading} />
      </section>
    );
  if (friendships.isError || !self)
    return (
      <section className={`${styles.step} ${styles.builder}`} aria-labelledby="team-builder-title">
        {header}
        <QueryError
          error={friendships.error}
          message={friendships.isError ? undefined : 'This user could not be found.'}
          onRetry={() => void friendships.refetch()}
          size="small"
        />
      </section>
    );

  const limit = team.data?.limit;
  const after = membersAfter(current, pending);

  return (
    <section className={`${styles.step} ${styles.builder}`} aria-labelledby="team-builder-title">
      {header}
      <article
        className={`${page.surface} ${styles.card}`}
        aria-label={`Team Builder: ${self.name}`}
      >
        <BuilderCardHead
          self={self}
          plan={team.data?.partner.plan}
          count={isPartner && limit !== undefined ? { after, limit } : undefined}
        />

        {isPartner ? (
          <TeamSections
            plan={team.data?.partner.plan ?? 'Standard'}
            limit={limit}
            current={current}
            pending={pending}
            dispatch={dispatch}
            staffById={staffById}
            team={teamSubmit}
            onAdd={onAdd}
          />
        ) : (
          <StaffTeams accountType={self.accountType} clients={clients} onOpen={onOpen} />
        )}
        {self.accountType !== 'Admin' && (
          <ContactsSection self={self} list={friendships.data ?? []} />
        )}
      </article>
    </section>
  );
}
