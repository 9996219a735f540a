import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { StaffRecord } from '../../../common/api/admin-overview';
import type { Friendship, StaffOverviewRow, WorkItem } from '../../../common/api/teams';
import { dashboardPaths } from '../../../common/paths';
import { orderLimits } from '../../../common/limits';
import { formatCents } from '../../../common/pricing';
import { payTierOf } from '../../../common/staff-pay';
import { formatDate } from '../../lib/format-date';
import page from '../../styles/page.module.css';
import { formatDay } from './dates';
import styles from './StaffProfile.module.css';

const ratingPenalty = orderLimits.ratingPenalty;

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={`${page.surface} ${styles.panel}`} aria-labelledby={id}>
      <h2 id={id} className={styles.panelTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Roles with their speeds, the pay tier with its rates, and the rating. */
export function RolesAndPay({
  staff,
  record,
}: {
  staff: StaffOverviewRow;
  record: StaffRecord | undefined;
}) {
  const rates = payTierOf(staff.tier);
  return (
    <Panel id="staff-pay-title" title="Roles and pay">
      <dl className={`${page.facts} ${styles.facts}`}>
        <div>
          <dt>Roles</dt>
          <dd>
            {[
              staff.isEditor && `Editor (${staff.editSpeed ?? '?'}-day edits)`,
              staff.isArtist && `Artist (${staff.thumbnailSpeed ?? '?'}-day thumbnails)`,
            ]
              .filter(Boolean)
              .join(' · ') || 'None'}
          </dd>
        </div>
        <div>
          <dt>Tier {staff.tier}</dt>
          <dd>
            {formatCents(rates.videoEditPer10MinCents)} per 10 edited minutes ·{' '}
            {formatCents(rates.shortPer60sCents)} per short minute ·{' '}
            {formatCents(rates.thumbnailCents)} per thumbnail · at least{' '}
            {formatCents(rates.minimumPerOrderCents)} an order
          </dd>
        </div>
        <div>
          <dt>Rating</dt>
          <dd>{record ? record.rating : '…'}</dd>
        </div>
      </dl>
    </Panel>
  );
}

/** The Partners whose team the staff member is on, each opening that team. */
export function Clients({ clients }: { clients: Friendship[] }) {
  return (
    <Panel id="staff-clients-title" title={`Clients (${clients.length})`}>
      {clients.length === 0 ? (
        <p className={page.muted}>On no Partner’s team yet.</p>
      ) : (
        <ul className={styles.list}>
          {clients.map((c) => (
            <li key={c.uid}>
              <Link to={`${dashboardPaths.manageTeam}?uid=${c.uid}`}>{c.name}</Link>{' '}
              <span className={page.muted}>
                @{c.username} · {c.relationship.join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** Open work by due time, each opening the order. */
export function OpenWork({ items }: { items: WorkItem[] }) {
  return (
    <Panel id="staff-open-title" title={`Open work (${items.length})`}>
      {items.length === 0 ? (
        <p className={page.muted}>Nothing open.</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id}>
              <Link to={item.path}>{item.title}</Link>{' '}
              <span className={page.muted}>
                {item.type} for {item.client} · due {formatDate(item.dueTime, 'dateTime')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** Pay this month and in all, and the latest closed orders with what each paid. */
export function EarningsAndRecent({ record }: { record: StaffRecord }) {
  return (
    <Panel id="staff-earnings-title" title="Earnings and recent work">
      <p>
        <strong>{formatCents(record.monthCents)}</strong> this month ({record.monthJobs}{' '}
        {record.monthJobs === 1 ? 'job' : 'jobs'}) ·{' '}
        <strong>{formatCents(record.totalCents)}</strong> in all ({record.totalJobs}{' '}
        {record.totalJobs === 1 ? 'job' : 'jobs'})
      </p>
      {record.recent.length === 0 ? (
        <p className={page.muted}>No closed orders yet.</p>
      ) : (
        <ul className={styles.list}>
          {record.recent.map((job) => (
            <li key={job.id}>
              {job.title}{' '}
              <span className={page.muted}>
                {job.type} for {job.client} ·{' '}
                {job.outcome === 'Overdue' ? 'cancelled, overdue' : 'delivered'}{' '}
                {formatDate(job.closedAt)}
                {job.amountCents !== null ? ` · ${formatCents(job.amountCents)}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/**
 * How the rating came to be: each Partner's stars and each missed deadline, newest first, with
 * the rating right after it (the formula of docs/orders.md "Rating").
 */
export function RatingHistory({ record }: { record: StaffRecord }) {
  return (
    <Panel id="staff-rating-title" title={`Rating ${record.rating} of 5`}>
      {record.ratingHistory.length === 0 ? (
        <p className={page.muted}>No reviews or missed deadlines yet: new staff start at 5.</p>
      ) : (
        <ol className={styles.list} aria-label="Rating history, newest first">
          {record.ratingHistory.map((e) => (
            <li key={`${e.kind}-${e.requestId}`}>
              <strong>{e.rating}</strong>{' '}
              <span className={page.muted}>
                after{' '}
                {e.kind === 'review'
                  ? `${e.stars} ${e.stars === 1 ? 'star' : 'stars'} from ${e.client}`
                  : `a missed deadline (−${ratingPenalty})`}{' '}
                for “{e.title}” · {formatDate(e.at)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

/** What applies today and any vacation booked ahead. */
export function vacationText(staff: StaffOverviewRow): string {
  if (!staff.vacation) return 'No vacation booked.';
  const range = `${formatDay(staff.vacation.start)} to ${formatDay(staff.vacation.end)}`;
  return staff.status === 'Vacation'
    ? `On vacation from ${range}.`
    : `Vacation booked from ${range}.`;
}
