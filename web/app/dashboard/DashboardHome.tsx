import { useQuery } from '@tanstack/react-query';
import type { Me } from '../../../common/api/accounts';
import { useSession } from '../session';
import { Avatar } from '../../components/Avatar';
import { QueryState } from '../../components/QueryState';
import { formatDate } from '../../lib/format-date';
import { EarningsCard, PartnerActivity, StaffActivity } from '../../features/orders/public';
import { AffiliateHome, PartnerCredits } from '../../features/payments/public';
import { YourClients, YourTeam } from '../../features/teams/public';
import { AdminOverview } from './AdminOverview';
import { meQuery } from './api';
import page from '../../styles/page.module.css';
import styles from './DashboardHome.module.css';

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
  const isAdmin = session.accountType === 'Admin';
  const me = useQuery({ ...meQuery(session.uid), enabled: session.uid !== null && !isAdmin });

  if (isAdmin)
    return (
      <div className={page.page}>
        <title>Dashboard · Crewcast</title>
        <h1 className={page.title}>Agency overview</h1>
        <AdminOverview />
      </div>
    );

  return (
    <div className={`${page.page} ${styles.home}`}>
      <title>Dashboard · Crewcast</title>
      <h1 className={page.title}>Dashboard</h1>
      {session.accountType === 'Partner' && <PartnerCredits />}
      {session.accountType === 'Affiliate' && <AffiliateHome />}
      <QueryState query={me}>
        {(data) => (
          <section className={`${page.surface} ${styles.card}`} aria-labelledby="profile-title">
            <div className={styles.cardHead}>
              <Avatar name={data.name} size="xlarge" tone="accent" />
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
              <div>
                <dt>Rating</dt>
                <dd>{data.rating}</dd>
              </div>
              <div>
                <dt>Member since</dt>
                <dd>{formatDate(data.createdAt, 'longDate')}</dd>
              </div>
            </dl>
          </section>
        )}
      </QueryState>
      <YourTeam />
      <PartnerActivity />
      <YourClients />
      <StaffActivity />
      <EarningsCard />
    </div>
  );
}
