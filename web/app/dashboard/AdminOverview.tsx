import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AdminOverview as Overview } from '../../../common/api/admin-overview';
import { dashboardPaths } from '../../../common/paths';
import { formatCents } from '../../../common/pricing';
import { useSession } from '../session';
import { QueryState } from '../../components/QueryState';
import { formatDate } from '../../lib/format-date';
import page from '../../styles/page.module.css';
import styles from './AdminOverview.module.css';
import { adminOverviewQuery } from './api';
import { MissedDeadlines } from './MissedDeadlines';
import { OverviewFigure } from './OverviewFigure';
import { PublishedFigures } from './PublishedFigures';
import { monthText, waitText } from './overview-format';

function Group({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={`${page.surface} ${styles.group}`} aria-labelledby={id}>
      <h2 id={id} className={styles.groupTitle}>
        {title}
      </h2>
      <ul className={styles.figures}>{children}</ul>
    </section>
  );
}

function Figures({ data, viewer }: { data: Overview; viewer: string | null }) {
  const { orders, missed, support, staff, money, promotion } = data;
  const inbox = dashboardPaths.inbox();
  // The longest-waiting Support thread, or the Support inbox when nobody waits.
  const waiting = support.longestWaitUid
    ? dashboardPaths.chat({ user: support.longestWaitUid, type: 'Support' })
    : dashboardPaths.chat();
  return (
    <div className={styles.groups}>
      <Group id="overview-orders" title="Orders">
        <OverviewFigure value={orders.notStarted} label="Not started" to={inbox} />
        <OverviewFigure value={orders.inProgress} label="In progress" to={inbox} />
        <OverviewFigure
          value={orders.dueSoon}
          label="Due in 24 h"
          to={dashboardPaths.inbox({ due: 'soon' })}
          alert={orders.dueSoon > 0}
        />
        <OverviewFigure
          value={orders.overdue}
          label="Overdue"
          to={dashboardPaths.inbox({ due: 'overdue' })}
          alert={orders.overdue > 0}
        />
      </Group>
      <MissedDeadlines missed={missed} viewer={viewer} />
      <Group id="overview-decisions" title="Decisions waiting">
        <OverviewFigure
          value={orders.passOffsToAssign}
          label="Pass-offs to assign"
          to={inbox}
          alert={orders.passOffsToAssign > 0}
        />
        <OverviewFigure
          value={orders.passOffsAssigned}
          label="Pass-offs awaiting staff"
          to={inbox}
        />
        <OverviewFigure
          value={orders.extensionsPending}
          label="Extensions awaiting Partners"
          to={inbox}
        />
        <OverviewFigure
          value={promotion.pendingVideos}
          label="Promotion videos to review"
          to={dashboardPaths.manageGames}
          alert={promotion.pendingVideos > 0}
        />
      </Group>
      <Group id="overview-support" title="Support">
        <OverviewFigure
          value={support.unanswered}
          label="Unanswered threads"
          to={waiting}
          alert={support.unanswered > 0}
        />
        <OverviewFigure
          value={support.longestWaitSince ? waitText(support.longestWaitSince, data.at) : '–'}
          label="Longest wait"
          to={waiting}
          note={
            support.longestWaitSince
              ? `since ${formatDate(support.longestWaitSince, 'dateTime')}`
              : 'nobody is waiting'
          }
        />
      </Group>
      <Group id="overview-staff" title="Staff today">
        <OverviewFigure
          value={staff.available}
          label="Available"
          to={dashboardPaths.schedule}
          note={
            staff.vacationBooked > 0 ? `${staff.vacationBooked} with a vacation booked` : undefined
          }
        />
        <OverviewFigure value={staff.busy} label="Busy" to={dashboardPaths.schedule} />
        <OverviewFigure value={staff.vacation} label="On vacation" to={dashboardPaths.schedule} />
      </Group>
      <Group id="overview-money" title={`Money · ${monthText(money.month)}`}>
        <OverviewFigure
          value={formatCents(money.salesCents)}
          label="Sales"
          note={`${money.sales} paid ${money.sales === 1 ? 'checkout' : 'checkouts'}`}
          to={dashboardPaths.sales({ month: money.month })}
        />
        <OverviewFigure
          value={formatCents(money.staffPayCents)}
          label="Staff pay earned"
          to={dashboardPaths.staffPay({ month: money.month })}
        />
        <OverviewFigure
          value={formatCents(money.commissionsOwedCents)}
          label="Commissions owed"
          note="all months, not yet paid"
          to={dashboardPaths.commissions}
        />
      </Group>
      <PublishedFigures />
    </div>
  );
}

/**
 * The Admin's Dashboard: the agency at a glance (orders, decisions waiting, support, staff,
 * money), counted by the server when asked; every figure opens the list it counts.
 */
export function AdminOverview() {
  const session = useSession();
  const overview = useQuery(adminOverviewQuery(session.uid));
  return (
    <QueryState query={overview}>
      {(data) => (
        <>
          <Figures data={data} viewer={session.uid} />
          <p className={page.muted}>
            Counted at {formatDate(data.at, 'dateTime')}; refreshed every minute.
          </p>
        </>
      )}
    </QueryState>
  );
}
