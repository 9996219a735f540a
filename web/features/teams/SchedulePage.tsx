import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../app/session';
import { Alert } from '../../components/Alert';
import { QueryState } from '../../components/QueryState';
import page from '../../styles/page.module.css';
import { staffProfileQuery } from './api';
import { StaffOverviewTable } from './StaffOverviewTable';
import { StatusForm } from './StatusForm';
import { VacationsSection } from './VacationsSection';
import { WorkCalendar } from './WorkCalendar';

/**
 * /dashboard/schedule, the Staff Scheduler (docs/product.md §1): staff set their status and see their
 * assigned work by due day; an Admin sees every staff member's status and load.
 */
export function SchedulePage() {
  const session = useSession();
  return (
    <div className={page.page}>
      <title>Schedule · Crewcast</title>
      <h1 className={page.title}>Schedule</h1>
      {session.accountType === 'Production' ? (
        <StaffSchedule />
      ) : session.accountType === 'Admin' ? (
        <section className={page.section} aria-labelledby="staff-title">
          <h2 id="staff-title" className={page.sectionTitle}>
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
      <section className={page.section} aria-labelledby="status-title">
        <h2 id="status-title" className={page.sectionTitle}>
          Availability
        </h2>
        <div className={page.card}>
          <QueryState query={profile}>{(data) => <StatusForm profile={data} />}</QueryState>
        </div>
        <div className={page.card}>
          <VacationsSection />
        </div>
      </section>
      <section className={page.section} aria-labelledby="calendar-title">
        <h2 id="calendar-title" className={page.sectionTitle}>
          Your work calendar
        </h2>
        <div className={page.card}>
          <WorkCalendar />
        </div>
      </section>
    </>
  );
}
