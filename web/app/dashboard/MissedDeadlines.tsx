import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  adminOverviewRoutes,
  type MissedDeadline,
  type MissedFigures,
} from '../../../common/api/admin-overview';
import { dashboardPaths } from '../../../common/paths';
import { Button } from '../../components/Button';
import { FailureAlert } from '../../components/FailureAlert';
import { callApi } from '../../lib/api-client';
import { formatDate } from '../../lib/format-date';
import page from '../../styles/page.module.css';
import styles from './AdminOverview.module.css';
import { dashboardKeys } from './api';

function MissedItem({ miss, viewer }: { miss: MissedDeadline; viewer: string | null }) {
  const queryClient = useQueryClient();
  const check = useMutation({
    mutationFn: () =>
      callApi(adminOverviewRoutes.checkMissedDeadline, { params: { requestId: miss.requestId } }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: dashboardKeys.adminOverview(viewer) }),
  });
  return (
    <li className={styles.missed}>
      <div className={styles.missedText}>
        <Link to={dashboardPaths.inbox({ active: miss.requestId })} className={styles.missedTitle}>
          {miss.title}
        </Link>
        <span className={styles.note}>
          {miss.type === 'Edit' ? 'Video edit' : 'Thumbnail'} by {miss.staff.name} for{' '}
          {miss.partner.name} · due {formatDate(miss.dueAt, 'dateTime')}
        </span>
      </div>
      <Button
        size="small"
        variant="secondary"
        loading={check.isPending}
        onClick={() => check.mutate()}
        aria-label={`Mark ${miss.title} looked at`}
      >
        Mark looked at
      </Button>
      {check.isError && <FailureAlert error={check.error} />}
    </li>
  );
}

/**
 * The deadlines missed: the deadline job cancels an overdue order within a minute, so the
 * Dashboard keeps each miss, with its staff member and Partner, until an Admin has looked at it.
 */
export function MissedDeadlines({
  missed,
  viewer,
}: {
  missed: MissedFigures;
  viewer: string | null;
}) {
  return (
    <section
      className={`${page.surface} ${styles.group} ${styles.missedGroup}`}
      aria-labelledby="overview-missed"
    >
      <h2 id="overview-missed" className={styles.groupTitle}>
        Missed deadlines
      </h2>
      <p className={page.muted}>
        <strong
          className={styles.missedCount}
          data-alert={missed.unchecked > 0 ? 'true' : undefined}
        >
          {missed.thisWeek}
        </strong>{' '}
        in the last 7 days
        {missed.unchecked > 0 ? `, ${missed.unchecked} not looked at yet` : ', all looked at'}.
      </p>
      {missed.list.length > 0 && (
        <ul className={styles.missedList} aria-label="Missed deadlines not looked at">
          {missed.list.map((miss) => (
            <MissedItem key={miss.requestId} miss={miss} viewer={viewer} />
          ))}
        </ul>
      )}
    </section>
  );
}
