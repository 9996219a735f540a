import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../app/session';
import { Alert } from '../../components/Alert';
import { QueryError } from '../../components/QueryError';
import { WaitingScreen, waitingTexts } from '../../components/WaitingScreen';
import { staffProfileQuery } from './api';
import styles from './Schedule.module.css';
import { StaffOverviewTable } from './StaffOverviewTable';
import { StatusForm } from './StatusForm';
import { WorkCalendar } from './WorkCalendar';

/**
 * /dashboard/schedule, the Staff Scheduler (SPEC §1): staff set their status and see their
 * assigned work by due day; an Admin sees every staff member's status and load.
 */
export function SchedulePage() {
  const session = useSession();
  return (
    <div className={styles.page}>
      <title>Schedule · Crewcast</title>
      <h1 className={styles.title}>Schedule</h1>
      {session.accountType === 'Production' ? (
        <StaffSchedule />
      ) : session.accountType === 'Admin' ? (
        <section className={styles.section} aria-labelledby="staff-title">
          <h2 id="staff-title" className={styles.sectionTitle}>
            Staff
          </h2>
          <StaffOverviewTable />
        </section>
      ) : (
        <Alert tone="info">The schedule is for production staff and Admins.</Alert>
      )}
    </div>
  );
}

function StaffSchedule() {
  const session = useSession();
  const profile = useQuery(staffProfileQuery(session.uid));
  return (
    <>
      <section className={styles.section} aria-labelledby="status-title">
        <h2 id="status-title" className={styles.sectionTitle}>
          Availability
        </h2>
        <div className={styles.card}>
          {profile.isPending ? (
            <WaitingScreen label={waitingTexts.loading} />
          ) : profile.isError ? (
            <QueryError error={profile.error} onRetry={() => void profile.refetch()} />
          ) : (
            <StatusForm profile={profile.data} />
          )}
        </div>
      </section>
      <section className={styles.section} aria-labelledby="calendar-title">
        <h2 id="calendar-title" className={styles.sectionTitle}>
          Your work calendar
        </h2>
        <div className={styles.card}>
          <WorkCalendar />
        </div>
      </section>
    </>
  );
}
