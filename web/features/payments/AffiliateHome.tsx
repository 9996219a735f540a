import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../app/session';
import { QueryState } from '../../components/QueryState';
import { AffiliateCommissions, CommissionStats, ReferredSignups } from './AffiliateParts';
import { affiliateQuery } from './api';
import { PayoutSteps } from './PayoutSteps';
import { ReferralFunnel } from './ReferralFunnel';
import { ReferralLink } from './ReferralLink';
import styles from './payments.module.css';

/**
 * The Affiliate's dashboard (docs/product.md §1, §6): the referral link to any public page, the
 * visits, sign-ups and buyers it brought, commissions pending (14 days), payable and paid, and
 * how and where they are paid.
 */
export function AffiliateHome() {
  const session = useSession();
  const summary = useQuery(affiliateQuery(session.uid));
  return (
    <QueryState query={summary}>
      {(data) => (
        <div className={styles.affiliate}>
          <ReferralLink links={data.links} />
          <ReferralFunnel funnel={data.funnel} />
          <CommissionStats data={data} />
          <PayoutSteps payTo={data.payTo} />
          <ReferredSignups signups={data.signups} />
          <AffiliateCommissions commissions={data.commissions} />
        </div>
      )}
    </QueryState>
  );
}
