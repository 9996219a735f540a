import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { WorkItem } from '../../../common/api/teams';
import { dateLocale } from '../../../common/date-format';
import { useSession } from '../../app/session';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { describeFailure } from '../../lib/api-client';
import { staffWorkQuery, vacationsQuery, workQuery } from './api';
import { todayUtc, utcDay } from './dates';
import page from '../../styles/page.module.css';
import styles from './Schedule.module.css';

// Month and weekday names in the language every date is written in (common/date-format.ts).
const monthFormat = new Intl.DateTimeFormat(dateLocale, {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const weekdayFormat = new Intl.DateTimeFormat(dateLocale, { weekday: 'short', timeZone: 'UTC' });
const weekdayLong = new Intl.DateTimeFormat(dateLocale, { weekday: 'long', timeZone: 'UTC' });
const dayLabel = new Intl.DateTimeFormat(dateLocale, { dateStyle: 'full', timeZone: 'UTC' });

/** First day (UTC) of the month that `day` is in. */
function monthStart(day: string): Date {
  return new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
}

/** The weeks of a month, Monday first, as ISO days (null outside the month). */
function monthWeeks(first: Date): Array<Array<string | null>> {
  const days = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  const cells: Array<string | null> = Array.from({ length: lead }, () => null);
  for (let d = 0; d < days; d += 1) cells.push(utcDay(new Date(first.getTime() + d * 86_400_000)));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

// 2024-01-01 was a Monday: the seven days after it name the columns in the reader's language.
const weekdays = Array.from({ length: 7 }, (_, i) => new Date(Date.UTC(2024, 0, 1 + i)));

/**
 * The staff member's assigned work by due day, a month at a time. Its data source is
 * GET /api/staff/work, which answers no items until the Orders feature feeds it: then each
 * order assigned to the staff member appears on its due day.
 */
export function WorkCalendar({ uid }: { uid?: string } = {}) {
  const session = useSession();
  const today = todayUtc();
  const [first, setFirst] = useState(() => monthStart(today));
  const weeks = monthWeeks(first);
  const from = utcDay(first);
  const to = utcDay(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)));
  const own = useQuery({ ...workQuery(session.uid, from, to), enabled: !uid });
  const theirs = useQuery({ ...staffWorkQuery(session.uid, uid ?? '', from, to), enabled: !!uid });
  const work = uid ? theirs : own;
  const vacations = useQuery(vacationsQuery(session.uid, uid));
  // A vacation ended early kept today as its last day, but its staff member is back today.
  const away = (day: string) =>
    (vacations.data?.vacations ?? []).some(
      (v) => !v.cancelledAt && v.start <= day && (v.endedAt ? day < v.end : day <= v.end),
    );
  const items: WorkItem[] = work.data?.items ?? [];
  const byDay = new Map<string, WorkItem[]>();
  for (const item of items) {
    const day = item.dueTime.slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), item]);
  }
  const move = (months: number) =>
    setFirst(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + months, 1)));
  const title = monthFormat.format(first);

  return (
    <div className={styles.calendar}>
      <div className={styles.calendarHead}>
        <Button variant="secondary" size="small" onClick={() => move(-1)}>
          Previous<span className="visually-hidden"> month</span>
        </Button>
        <p className={styles.month} aria-live="polite">
          {title}
          {work.isFetching && <Spinner size={16} className={styles.fetching} />}
        </p>
        <Button variant="secondary" size="small" onClick={() => move(1)}>
          Next<span className="visually-hidden"> month</span>
        </Button>
      </div>

      {work.isError ? (
        <Alert tone="error">{describeFailure(work.error).message}</Alert>
      ) : (
        work.isSuccess &&
        items.length === 0 && (
          <div className={styles.emptyWork} role="status">
            <p className={styles.emptyTitle}>No assigned work yet</p>
            <p className={page.muted}>
              Orders assigned {uid ? 'to them' : 'to you'} show here on their due dates.
            </p>
          </div>
        )
      )}

      <div className={`${page.tableScroll} ${styles.gridScroll}`}>
        <table className={styles.grid}>
          <caption className="visually-hidden">Assigned work in {title}</caption>
          <thead>
            <tr>
              {weekdays.map((d) => (
                <th key={d.toISOString()} scope="col" abbr={weekdayLong.format(d)}>
                  {weekdayFormat.format(d)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, w) => (
              <tr key={w}>
                {week.map((day, d) =>
                  day ? (
                    <td
                      key={day}
                      className={
                        [day === today && styles.today, away(day) && styles.away]
                          .filter(Boolean)
                          .join(' ') || undefined
                      }
                      aria-current={day === today ? 'date' : undefined}
                    >
                      <span className={styles.dayNumber} aria-hidden="true">
                        {Number(day.slice(8))}
                      </span>
                      <span className="visually-hidden">
                        {dayLabel.format(new Date(`${day}T00:00:00Z`))}
                      </span>
                      {away(day) && (
                        <span className={styles.vacationMark}>
                          {/* Seven columns leave a phone no room for the word: it reads "Vac.". */}
                          <span className={styles.vacationWord}>Vacation</span>
                          <span className={styles.vacationShort} aria-hidden="true">
                            Vac.
                          </span>
                          <span className={`visually-hidden ${styles.vacationShort}`}>
                            Vacation
                          </span>
                        </span>
                      )}
                      {(byDay.get(day) ?? []).map((item) => (
                        <Link key={item.id} to={item.path} className={styles.workItem}>
                          {item.type}: {item.title}
                        </Link>
                      ))}
                    </td>
                  ) : (
                    <td key={`blank-${w}-${d}`} className={styles.blank} />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
