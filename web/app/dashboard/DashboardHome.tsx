import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { Me } from '../../../common/api/accounts';
import { useSession } from '../session';
import { Avatar } from '../../components/Avatar';
import { QueryState } from '../../components/QueryState';
import { formatDate } from '../../lib/format-date';
import { PartnerActivity } from '../../features/orders/public';
import { PartnerCredits } from '../../features/payments/public';
import { YourTeam } from '../../features/teams/public';
import { meQuery } from './api';
import page from '../../styles/page.module.css';
import styles from './DashboardHome.module.css';

// An Admin's, an Affiliate's and a Production user's panels load with the Home that shows them,
// so no account downloads another role's panels on its first visit. A Partner's stay in the
// dashboard's first load (the one e2e/first-load.ts counts): its Home needs no second round trip.
// The one exception is the latest videos on YouTube, which wait for their own figures anyway.
const AdminOverview = lazy(async () => ({
  default: (await import('./AdminOverview')).AdminOverview,
}));
const AffiliateHome = lazy(async () => ({
  default: (await import('../../features/payments/AffiliateHome')).AffiliateHome,
}));
const RecentVideos = lazy(async () => ({
  default: (await import('../../features/publishing/RecentVideos')).RecentVideos,
}));
const ProductionHome = lazy(async () => ({
  default: (await import('./ProductionHome')).ProductionHome,
}));

function roleLine(me: Me): string | undefined {
  if (me.accountType !== 'Production') return undefined;
  const roles = [
    me.isEditor && `Editor (${me.editSpeedDays ?? '?'}-day edits)`,
    me.isArtist && `Thumbnail artist (${me.thumbnailSpeedDays ?? '?'}-day thumbnails)`,
  ].filter(Boolean);
  return roles.join(' · ') || undefined;
}

/**
 * /dashboard/home (docs/product.md §2): an Admin's agency overview; for anyone else who is signed
 * in, a Partner's credits, team and order activity, a Production user's clients, assigned orders
 * and this month's earnings.
 */
export function DashboardHome() {
  const session = useSession();

  if (session.accountType === 'Admin')
    return (
      <div className={page.page}>
        <title>Dashboard · Crewcast</title>
        <h1 className={page.title}>Agency overview</h1>
        <Suspense>
          <AdminOverview />
        </Suspense>
      </div>
    );

  return (
    <div className={`${page.page} ${styles.home}`}>
      <title>Dashboard · Crewcast</title>
      <h1 className={page.title}>Dashboard</h1>
      {session.accountType === 'Partner' && <PartnerCredits />}
      {session.accountType === 'Affiliate' && (
        <Suspense>
          <AffiliateHome />
        </Suspense>
      )}
      <ProfileCard uid={session.uid} />
      <YourTeam />
      {session.accountType === 'Partner' && (
        <Suspense>
          <RecentVideos />
        </Suspense>
      )}
      <PartnerActivity />
      {session.accountType === 'Production' && (
        <Suspense>
          <ProductionHome />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The signed-in user's profile card. A component of its own, so the profile's answer re-renders
 * the card and not the panels beside it.
 */
function ProfileCard({ uid }: { uid: string | null }) {
  const me = useQuery(meQuery(uid));
  return (
    <QueryState query={me}>
      {(data) => (
        <section className={`${page.surface} ${styles.card}`} aria-labelledby="profile-title">
          <div className={styles.cardHead}>
            <Avatar name={data.name} src={data.avatarUrl} size="xlarge" tone="accent" />
            <div>
              <h2 id="profile-title" className={styles.name}>
                {data.name}
              </h2>
              <p className={styles.type}>{data.accountType}</p>
            </div>
          </div>
          <dl className={`${page.facts} ${styles.facts}`}>
            <div>
              <dt>Username</dt>
              <dd>{data.username}</dd>
            </div>
            <div>
              <dt>E-mail</dt>
              <dd>{data.email}</dd>
            </div>
            {data.plan && (
              <div>
                <dt>Plan</dt>
                <dd>{data.plan}</dd>
              </div>
            )}
            {roleLine(data) && (
              <div>
                <dt>Roles</dt>
                <dd>{roleLine(data)}</dd>
              </div>
            )}
            {/* Ratings rate staff's work: anyone else's would be a number nobody gave. */}
            {data.accountType === 'Production' && (
              <div>
                <dt>Rating</dt>
                <dd>{data.rating}</dd>
              </div>
            )}
            <div>
              <dt>Member since</dt>
              <dd>{formatDate(data.createdAt, 'longDate')}</dd>
            </div>
          </dl>
        </section>
      )}
    </QueryState>
  );
}
