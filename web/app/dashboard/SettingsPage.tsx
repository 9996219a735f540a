import { commissionPendingDays } from '../../../common/pricing';
import { useSession } from '../session';
import {
  ChangePasswordSection,
  EmailSection,
  SignInsSection,
  ProfileSection,
  WorkSection,
} from '../../features/accounts/public';
// Straight from their modules, not through the features' public.ts: the dashboard's layout uses
// those doors on every page, and the wallet's form code and the chat's notification settings
// would come with them into every first load.
import { ChatNotificationSettings } from '../../features/chat/ChatNotificationSettings';
import { ConsentSection } from '../../features/publishing/ConsentSection';
import { WalletSection } from '../../features/teams/WalletSection';
import { YourWork } from '../../features/teams/YourWork';
import page from '../../styles/page.module.css';
import styles from './SettingsPage.module.css';

/**
 * /dashboard/settings (docs/product.md §2): for everyone the profile (picture, name, time zone),
 * the e-mail address, the password and chat notifications; for Production also roles and speeds,
 * their tier and 'Your Wallet' with the Modify Setting overlay; for Affiliates 'Your Wallet'.
 * Each section belongs to its feature; this page, everyone's, only puts them together.
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
      {session.accountType === 'Partner' && <ConsentSection />}
      <EmailSection />
      <ChangePasswordSection />
      <SignInsSection />
      <ChatNotificationSettings />
    </div>
  );
}
