import { useInfiniteQuery } from '@tanstack/react-query';
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
  const pages = useInfiniteQuery(affiliateQuery(session.uid));
  const loaded = pages.data?.pages ?? [];
  const first = loaded[0];
  // The figures and links of the first page, with the commissions of every page loaded so far.
  const summary = {
    ...pages,
    data: first && { ...first, commissions: loaded.flatMap((p) => p.commissions) },
  };
  return (
    <QueryState query={summary}>
      {(data) => (
        <div className={styles.affiliate}>
          <ReferralLink links={data.links} />
          <ReferralFunnel funnel={data.funnel} />
          <CommissionStats data={data} />
          <PayoutSteps payTo={data.payTo} />
          <ReferredSignups signups={data.signups} />
          <AffiliateCommissions commissions={data.commissions} more={pages} />
        </div>
      )}
    </QueryState>
  );
}
