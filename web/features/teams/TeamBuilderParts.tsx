import { Link } from 'react-router';
import type { Friendship, TeamResponse } from '../../../common/api/teams';
import { dashboardPaths } from '../../../common/paths';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import page from '../../styles/page.module.css';
import type { Pending } from './team-builder-state';
import styles from './TeamBuilder.module.css';

type BuilderCardHeadProps = {
  self: Friendship;
  plan: TeamResponse['partner']['plan'] | undefined;
  /** A Partner's team size after the pending changes, against the plan's limit. */
  count: { after: number; limit: number } | undefined;
};

/** Who the Team Builder shows: name, username, account type, plan and team size. */
export function BuilderCardHead({ self, plan, count }: BuilderCardHeadProps) {
  return (
    <div className={styles.cardHead}>
      <Avatar name={self.name} size="large" tone="accent" />
      <div className={styles.who}>
        <h2 className={styles.name}>
          {self.accountType === 'Production' ? (
            <Link to={dashboardPaths.staffMember(self.uid)}>{self.name}</Link>
          ) : (
            self.name
          )}
        </h2>
        <p className={`${page.muted} ${styles.muted}`}>
          @{self.username} · {self.accountType}
          {plan ? ` · ${plan} plan` : ''}
        </p>
      </div>
      {count && (
        <p className={count.after > count.limit ? styles.countOver : styles.count}>
          {count.after} of {count.limit} team members
        </p>
      )}
    </div>
  );
}

type SubmitBarProps = {
  pending: Pending;
  busy: boolean;
  /** Submit is refused (the team would be over the plan's limit). */
  blocked: boolean;
  onSubmit: () => void;
  onReset: () => void;
};

/** Submit and Reset of the pending changes, and how many there are. */
export function SubmitBar({ pending, busy, blocked, onSubmit, onReset }: SubmitBarProps) {
  return (
    <div className={styles.actions}>
      <Button onClick={onSubmit} loading={busy} disabled={blocked}>
        Submit
      </Button>
      <Button variant="secondary" disabled={busy} onClick={onReset}>
        Reset
      </Button>
      <p className={`${page.muted} ${styles.muted}`}>
        {pending.adding.length} to add, {pending.removing.length} to remove: not saved until you
        submit
      </p>
    </div>
  );
}
