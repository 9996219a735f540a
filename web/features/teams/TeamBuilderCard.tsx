import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type Dispatch, type RefObject } from 'react';
import type { TeamRole } from '../../../common/api/teams';
import { useSession } from '../../app/session';
import { Avatar } from '../../components/Avatar';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { QueryError } from '../../components/QueryError';
import { WaitingScreen, waitingTexts } from '../../components/WaitingScreen';
import { describeFailure } from '../../lib/api-client';
import { addToTeam, removeFromTeam, teamKeys } from './api';
import { StatusBadge } from './StatusBadge';
import {
  isEmpty,
  membersAfter,
  rowsFor,
  submitPlan,
  type BuilderRow,
  type Pending,
  type PendingAction,
} from './team-builder-state';
import page from '../../styles/page.module.css';
import styles from './TeamBuilder.module.css';
import { useBuilderData, type CurrentMember } from './use-builder-data';

type TeamBuilderCardProps = {
  uid: string;
  pending: Pending;
  dispatch: Dispatch<PendingAction>;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onAdd: (role: TeamRole) => void;
  onOpen: (uid: string) => void;
  onReturn: () => void;
};

const roleTitles: Record<TeamRole, string> = { Editor: 'Editor', Artist: 'Artist' };

function speedText(row: CurrentMember | BuilderRow, role: TeamRole, current: CurrentMember[]) {
  const staff = current.find((m) => m.uid === row.uid)?.staff;
  if (!staff) return undefined;
  const days = role === 'Editor' ? staff.editSpeed : staff.thumbnailSpeed;
  return days ? `${days}-day ${role === 'Editor' ? 'edits' : 'thumbnails'}` : undefined;
}

/**
 * Step 2 of the Team Builder (docs/product.md §2, §4): the selected user's Editor and Artist sections with
 * Remove and 'Add new user', new additions on a green edge, and Submit and Reset while changes
 * are pending. When nothing is pending any more, the friendship list is loaded again.
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
  const session = useSession();
  const queryClient = useQueryClient();
  const { friendships, team, self, isPartner, current, clients } = useBuilderData(uid);
  const empty = isEmpty(pending);

  // docs/product.md §4: when pending becomes empty (after Submit or Reset) the list is reloaded.
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
  const overLimit = limit !== undefined && after > limit;
  const failure = submit.isError ? describeFailure(submit.error) : undefined;

  return (
    <section className={`${styles.step} ${styles.builder}`} aria-labelledby="team-builder-title">
      {header}
      <article
        className={`${page.surface} ${styles.card}`}
        aria-label={`Team Builder: ${self.name}`}
      >
        <div className={styles.cardHead}>
          <Avatar name={self.name} size="large" tone="accent" />
          <div className={styles.who}>
            <h2 className={styles.name}>{self.name}</h2>
            <p className={`${page.muted} ${styles.muted}`}>
              @{self.username} · {self.accountType}
              {team.data?.partner.plan ? ` · ${team.data.partner.plan} plan` : ''}
            </p>
          </div>
          {isPartner && limit !== undefined && (
            <p className={overLimit ? styles.countOver : styles.count}>
              {after} of {limit} team members
            </p>
          )}
        </div>

        {isPartner ? (
          <>
            {(['Editor', 'Artist'] as const).map((role) => (
              <RoleSection
                key={role}
                role={role}
                rows={rowsFor(role, current, pending)}
                current={current}
                busy={submit.isPending}
                onRemove={(row) => dispatch({ type: 'remove', member: row })}
                onKeep={(row) => dispatch({ type: 'keep', member: row })}
                onAdd={() => onAdd(role)}
              />
            ))}
            {overLimit && (
              <Alert tone="warning">
                The {team.data?.partner.plan ?? 'Standard'} plan allows {limit} team members. Remove
                someone before adding more.
              </Alert>
            )}
            {failure && (
              <Alert tone="error" link={failure.link} focusOnMount key={failure.message}>
                {failure.message} The changes not yet made are still pending.
              </Alert>
            )}
            {!empty && (
              <div className={styles.actions}>
                <Button
                  onClick={() => submit.mutate()}
                  loading={submit.isPending}
                  disabled={overLimit}
                >
                  Submit
                </Button>
                <Button
                  variant="secondary"
                  disabled={submit.isPending}
                  onClick={() => {
                    submit.reset();
                    dispatch({ type: 'reset' });
                  }}
                >
                  Reset
                </Button>
                <p className={`${page.muted} ${styles.muted}`}>
                  {pending.adding.length} to add, {pending.removing.length} to remove
                </p>
              </div>
            )}
          </>
        ) : (
          <NotAPartner accountType={self.accountType} clients={clients} onOpen={onOpen} />
        )}
      </article>
    </section>
  );
}

function RoleSection({
  role,
  rows,
  current,
  busy,
  onRemove,
  onKeep,
  onAdd,
}: {
  role: TeamRole;
  rows: BuilderRow[];
  current: CurrentMember[];
  busy: boolean;
  onRemove: (row: BuilderRow) => void;
  onKeep: (row: BuilderRow) => void;
  onAdd: () => void;
}) {
  const titleId = `team-role-${role}`;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.sectionHead}>
        <h3 id={titleId} className={styles.sectionTitle}>
          {roleTitles[role]}
        </h3>
        <Button variant="secondary" size="small" onClick={onAdd} disabled={busy}>
          Add new user
          <span className="visually-hidden"> as {role}</span>
        </Button>
      </div>
      {rows.length === 0 ? (
        <p className={styles.empty}>No {role === 'Editor' ? 'editor' : 'artist'} yet.</p>
      ) : (
        <ul className={styles.members}>
          {rows.map((row) => {
            const staff = current.find((m) => m.uid === row.uid)?.staff;
            const speed = speedText(row, role, current);
            return (
              <li
                key={`${row.uid}-${row.role}`}
                className={[
                  styles.member,
                  row.isNew && styles.memberNew,
                  row.isRemoving && styles.memberRemoving,
                ]
                  .filter(Boolean)
                  .join(' ')}
              >
                <div className={styles.memberWho}>
                  <span className={styles.memberName}>{row.name}</span>
                  <span className={`${page.muted} ${styles.muted}`}>
                    @{row.username}
                    {speed ? ` · ${speed}` : ''}
                  </span>
                </div>
                <div className={styles.memberState}>
                  {row.isNew && <span className={styles.tagNew}>New</span>}
                  {row.isRemoving && <span className={styles.tagRemoving}>To be removed</span>}
                  {!row.isNew && !row.isRemoving && staff && <StatusBadge presence={staff} />}
                </div>
                {row.isRemoving ? (
                  <Button variant="ghost" size="small" disabled={busy} onClick={() => onKeep(row)}>
                    Keep<span className="visually-hidden"> {row.name}</span>
                  </Button>
                ) : (
                  <Button
                    variant="ghost"
                    size="small"
                    disabled={busy}
                    onClick={() => onRemove(row)}
                  >
                    Remove<span className="visually-hidden"> {row.name}</span>
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function NotAPartner({
  accountType,
  clients,
  onOpen,
}: {
  accountType: string;
  clients: Array<{ uid: string; name: string; username: string | null; relationship: string[] }>;
  onOpen: (uid: string) => void;
}) {
  if (accountType !== 'Production')
    return (
      <p className={styles.note}>
        {accountType === 'Admin'
          ? 'Admins are in every team’s group chat and have no team of their own.'
          : 'Affiliates get no production team.'}{' '}
        Only a Partner has a team to build.
      </p>
    );
  return (
    <section className={styles.section} aria-labelledby="team-clients-title">
      <h3 id="team-clients-title" className={styles.sectionTitle}>
        On the teams of
      </h3>
      <p className={styles.note}>
        Teams belong to Partners: open a Partner&apos;s team to add or remove this staff member.
      </p>
      {clients.length === 0 ? (
        <p className={styles.empty}>Not on any Partner&apos;s team yet.</p>
      ) : (
        <ul className={styles.members}>
          {clients.map((client) => (
            <li key={client.uid} className={styles.member}>
              <div className={styles.memberWho}>
                <span className={styles.memberName}>{client.name}</span>
                <span className={`${page.muted} ${styles.muted}`}>
                  @{client.username} · {client.relationship.join(' & ')}
                </span>
              </div>
              <Button variant="secondary" size="small" onClick={() => onOpen(client.uid)}>
                Open team<span className="visually-hidden"> of {client.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
