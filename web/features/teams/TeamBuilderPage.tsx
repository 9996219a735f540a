import { useEffect, useReducer, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { TeamRole } from '../../../common/api/teams';
import { dashboardPaths } from '../../../common/paths';
import { useSession } from '../../app/session';
import { Alert } from '../../components/Alert';
import { UserSearch } from '../../components/UserSearch';
import page from '../../styles/page.module.css';
import { AddMemberStep } from './AddMemberStep';
import { noPending, pendingReducer, type Pending, type PendingAction } from './team-builder-state';
import styles from './TeamBuilder.module.css';
import { TeamBuilderCard } from './TeamBuilderCard';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Scoped = { uid: string | null; pending: Pending };
type ScopedAction = PendingAction | { type: 'select'; uid: string | null };

// Pending changes belong to the user they were made for: choosing someone else starts afresh,
// while going back to the search and choosing the same user again keeps them.
function scopedReducer(state: Scoped, action: ScopedAction): Scoped {
  if (action.type === 'select')
    return action.uid === state.uid ? state : { uid: action.uid, pending: noPending };
  return { ...state, pending: pendingReducer(state.pending, action) };
}

/**
 * /dashboard/manage/team (Admin), guarded like the other Manage pages: anyone else is told so and
 * never gets the search, whose list of users is the Admins' tool.
 */
export function TeamBuilderPage() {
  const session = useSession();
  if (session.accountType !== 'Admin')
    return (
      <div className={page.page}>
        <title>Manage teams · Crewcast</title>
        <h1 className={page.title}>Manage teams</h1>
        <Alert tone="info" link={{ text: 'Back to your dashboard', href: dashboardPaths.home }}>
          Only Admins build teams and manage contacts.
        </Alert>
      </div>
    );
  return <TeamBuilder />;
}

/**
 * The Team Builder's steps (docs/product.md §2, §4): step 1 finds a user, step 2 builds their team, and the
 * add-user step picks a new Editor or Artist. The step lives in the URL (?uid=, &add=), so Back
 * and reload work; the server refuses every change from anyone but an Admin.
 */
function TeamBuilder() {
  const [params, setParams] = useSearchParams();
  const rawUid = params.get('uid');
  const uid = rawUid && uuid.test(rawUid) ? rawUid : null;
  const role = TeamRole.safeParse(params.get('add'));
  const adding = uid && role.success ? role.data : null;

  const [state, dispatch] = useReducer(scopedReducer, { uid, pending: noPending });
  useEffect(() => {
    if (uid) dispatch({ type: 'select', uid });
  }, [uid]);
  const pending = state.uid === uid ? state.pending : noPending;

  // Each step's heading takes focus, so keyboard and screen-reader users land on the new step.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const step = !uid ? 'search' : adding ? `add-${adding}` : 'builder';
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  return (
    <div className={page.page}>
      <title>Manage teams · Crewcast</title>
      {!uid ? (
        <section className={styles.step} aria-labelledby="team-search-title">
          <div className={styles.intro}>
            <h1
              id="team-search-title"
              ref={headingRef}
              tabIndex={-1}
              className={`${page.title} ${styles.title}`}
            >
              Manage teams
            </h1>
            <p className={styles.lead}>
              Add and remove staff from each Partner&apos;s team, or edit friends in general for
              each user
            </p>
          </div>
          <UserSearch
            template="users"
            label="Find a user"
            onSelect={(row) => setParams({ uid: row.Id })}
          />
        </section>
      ) : adding ? (
        <AddMemberStep
          uid={uid}
          role={adding}
          pending={pending}
          headingRef={headingRef}
          onPick={(member) => {
            dispatch({ type: 'add', member });
            setParams({ uid });
          }}
          onReturn={() => setParams({ uid })}
        />
      ) : (
        <TeamBuilderCard
          uid={uid}
          pending={pending}
          dispatch={dispatch}
          headingRef={headingRef}
          onAdd={(r) => setParams({ uid, add: r })}
          onOpen={(other) => setParams({ uid: other })}
          onReturn={() => setParams({})}
        />
      )}
    </div>
  );
}
