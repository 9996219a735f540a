import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ProductionInformation } from '../../../common/api/teams';
import { dashboardPaths } from '../../../common/paths';
import { commissionPendingDays } from '../../../common/pricing';
import { useSession } from '../../app/session';
import {
  ChangePasswordSection,
  EmailSection,
  SignInsSection,
  ProfileSection,
  WorkSection,
} from '../accounts/public';
import { ChatNotificationSettings } from '../chat/public';
import { QueryState } from '../../components/QueryState';
import page from '../../styles/page.module.css';
import { productionInfoQuery } from './api';
import styles from './Settings.module.css';
import { WalletSection } from './WalletSection';

/**
 * /dashboard/settings (docs/product.md §2): for everyone the profile (picture, name, time zone),
 * the e-mail address, the password and chat notifications; for Production also roles and speeds,
 * their tier and 'Your Wallet' with the Modify Setting overlay; for Affiliates 'Your Wallet'.
 */
export function SettingsPage() {
  const session = useSession();
  return (
    <div className={`${page.page} ${styles.page}`}>
      <title>Settings · Crewcast</title>
      <h1 className={page.title}>Settings</h1>
      <ProfileSection />
      {session.accountType === 'Production' && (
        <>
          <WorkSection />
          <YourWork />
          <WalletSection purpose="Where your pay for each job goes." />
        </>
      )}
      {session.accountType === 'Affiliate' && (
        <WalletSection purpose="Where your commissions are paid.">
          <p className={page.muted}>
            A commission becomes payable {commissionPendingDays} days after the purchase, and an
            Admin then pays it to the method chosen here.
          </p>
        </WalletSection>
      )}
      <EmailSection />
      <ChangePasswordSection />
      <SignInsSection />
      <ChatNotificationSettings />
    </div>
  );
}

function YourWork() {
  const session = useSession();
  const info = useQuery(productionInfoQuery(session.uid));
  return <QueryState query={info}>{(data) => <WorkFacts data={data} />}</QueryState>;
}

/** The staff member's roles and tier. */
function WorkFacts({ data }: { data: ProductionInformation }) {
  return (
    <section className={page.section} aria-labelledby="work-facts-title">
      <h2 id="work-facts-title" className={page.sectionTitle}>
        Your work
      </h2>
      <div className={page.card}>
        <dl className={page.facts}>
          <div>
            <dt>Roles</dt>
            <dd>
              {[
                data.IsEditor && `Editor (${data.EditSpeed ?? '?'}-day edits)`,
                data.IsArtist && `Artist (${data.ThumbnailSpeed ?? '?'}-day thumbnails)`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </dd>
          </div>
          <div>
            <dt>Pay tier</dt>
            <dd>Tier {data.Tier}</dd>
          </div>
        </dl>
        <p className={page.muted}>
          Going on holiday or fully booked? Set your status in the{' '}
          <Link to={dashboardPaths.schedule}>Schedule</Link>, so Partners are not offered you for
          new orders.
        </p>
      </div>
    </section>
  );
}
