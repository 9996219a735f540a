import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { dashboardPaths } from '../../../common/paths';
import { useSession } from '../../app/session';
import { Alert } from '../../components/Alert';
import { Avatar } from '../../components/Avatar';
import { QueryState } from '../../components/QueryState';
import { StaffResultsPanel } from '../publishing/public';
import page from '../../styles/page.module.css';
import { friendshipsQuery, staffOverviewQuery, staffRecordQuery, staffWorkQuery } from './api';
import { utcDay } from './dates';
import {
  Clients,
  EarningsAndRecent,
  OpenWork,
  RatingHistory,
  RolesAndPay,
  vacationText,
} from './StaffProfileSections';
import styles from './StaffProfile.module.css';
import { BusyLink, StatusBadge } from '../../components/StatusBadge';
import { AdminStatusControl } from './AdminStatusControl';
import { VacationsSection } from './VacationsSection';
import { WorkCalendar } from './WorkCalendar';

const dayMs = 86_400_000;

function StaffProfile({ uid }: { uid: string }) {
  const session = useSession();
  const overview = useQuery(staffOverviewQuery(session.uid, uid));
  const friendships = useQuery(friendshipsQuery(session.uid, uid));
  const record = useQuery(staffRecordQuery(session.uid, uid));
  // Open work due from yesterday (overdue work is cancelled within a minute) to two months ahead,
  // fixed when the page opens so the query keeps its key.
  const [now] = useState(() => Date.now());
  const work = useQuery(
    staffWorkQuery(
      session.uid,
      uid,
      utcDay(new Date(now - dayMs)),
      utcDay(new Date(now + 60 * dayMs)),
    ),
  );
  const clients = (friendships.data ?? []).filter(
    (e) =>
      e.accountType === 'Partner' && e.relationship.some((r) => r === 'Editor' || r === 'Artist'),
  );

  return (
    <QueryState query={overview}>
      {(data) => {
        const staff = data.staff.find((s) => s.uid === uid);
        if (!staff)
          return (
            <Alert
              tone="info"
              link={{ text: 'Back to the staff table', href: dashboardPaths.schedule }}
            >
              No staff member has this address.
            </Alert>
          );
        return (
          <>
            <title>{`${staff.name} · Staff · Crewcast`}</title>
            <header className={styles.head}>
              <Avatar name={staff.name} size="xlarge" tone="accent" />
              <div className={styles.who}>
                <h1 className={page.title}>{staff.name}</h1>
                <p className={page.muted}>@{staff.username} · Production</p>
                <p className={styles.status}>
                  <StatusBadge presence={staff} /> <BusyLink presence={staff} />
                </p>
                <p className={page.muted}>{vacationText(staff)}</p>
                <AdminStatusControl staff={staff} change={record.data?.statusChange} />
              </div>
            </header>
            <div className={styles.grid}>
              <RolesAndPay staff={staff} record={record.data} />
              <StaffResultsPanel uid={uid} />
              <Clients clients={clients} />
              <OpenWork items={work.data?.items ?? []} />
              <QueryState query={record} compact>
                {(r) => <EarningsAndRecent record={r} />}
              </QueryState>
              <QueryState query={record} compact>
                {(r) => <RatingHistory record={r} />}
              </QueryState>
              <VacationsSection uid={uid} canBook />
            </div>
            <section className={styles.panel} aria-labelledby="calendar-title">
              <h2 id="calendar-title" className={styles.panelTitle}>
                Work calendar
              </h2>
              <WorkCalendar uid={uid} />
            </section>
          </>
        );
      }}
    </QueryState>
  );
}

/** /dashboard/manage/staff/:uid (Admin): one staff member's roles, pay, clients, work and earnings. */
export function StaffProfilePage() {
  const session = useSession();
  const { uid = '' } = useParams();
  return (
    <div className={page.page}>
      {session.accountType === 'Admin' ? (
        <StaffProfile uid={uid} />
      ) : (
        <>
          <title>Staff · Crewcast</title>
          <h1 className={page.title}>Staff</h1>
          <Alert tone="info" link={{ text: 'Back to your dashboard', href: dashboardPaths.home }}>
            Only Admins see staff profiles.
          </Alert>
        </>
      )}
    </div>
  );
}
