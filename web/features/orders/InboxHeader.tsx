import { Link } from 'react-router';
import { dashboardPaths } from '../../../common/paths';
import type { Session } from '../../app/session';
import { ButtonLink } from '../../components/Button';
import { Icon } from '../../components/Icon';
import page from '../../styles/page.module.css';
import styles from './Inbox.module.css';

/** The Inbox's title, what it holds for this account, and the way to the order or delivery form. */
export function InboxHeader({ session }: { session: Session }) {
  return (
    <header className={styles.header}>
      <div>
        <h1 className={page.title}>Inbox</h1>
        <p className={page.muted}>
          {session.accountType === 'Partner'
            ? 'Your orders: inspect what was delivered, ask for a revision, and track each step.'
            : session.accountType === 'Admin'
              ? 'Every open order, and pass-offs waiting for a new staff member.'
              : 'Orders assigned to you: start, deliver, and track each step.'}
        </p>
      </div>
      {session.accountType === 'Partner' && <ButtonLink to={dashboardPaths.send}>Order</ButtonLink>}
      {session.accountType === 'Production' && (
        <ButtonLink to={dashboardPaths.send}>Fulfill</ButtonLink>
      )}
    </header>
  );
}

/** An Inbox with no order at all: where orders come from, for this account. */
export function EmptyInbox({ session }: { session: Session }) {
  return (
    <div className={styles.empty}>
      <Icon name="film" size={32} />
      <h2 className={styles.emptyTitle}>No orders yet</h2>
      {session.accountType === 'Partner' ? (
        <>
          <p className={page.muted}>
            Orders you place with your team appear here, with their files and progress.
          </p>
          <ButtonLink to={dashboardPaths.send}>Place an order</ButtonLink>
        </>
      ) : session.accountType === 'Admin' ? (
        <p className={page.muted}>No order is open right now.</p>
      ) : (
        <p className={page.muted}>
          Orders your clients place with you appear here. Keep your{' '}
          <Link to={dashboardPaths.schedule}>availability</Link> up to date so they can.
        </p>
      )}
    </div>
  );
}
