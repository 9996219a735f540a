import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../app/session';
import { QueryState } from '../../components/QueryState';
import { AffiliateCommissions, CommissionStats, ReferredSignups } from './AffiliateParts';
import { affiliateQuery } from './api';
import { ReferralLink } from './ReferralLink';
import styles from './payments.module.css';

/**
 * The Affiliate's dashboard (docs/product.md §1, §6): the referral link with a copy button, who signed up
 * through it, and commissions pending (14 days) and payable.
 */
export function AffiliateHome() {
  const session = useSession();
  const summary = useQuery(affiliateQuery(session.uid));
  return (
    <QueryState query={summary}>
      {(data) => (
        <div className={styles.affiliate}>
          <ReferralLink link={data.link} />
          <CommissionStats data={data} />
          <ReferredSignups signups={data.signups} />
          <AffiliateCommissions commissions={data.commissions} />
        </div>
      )}
    </QueryState>
  );
}
