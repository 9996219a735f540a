import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { dashboardPaths } from '../../../common/paths';
import { useSession } from '../../app/session';
import { Icon } from '../../components/Icon';
import { QueryError } from '../../components/QueryError';
import { ApiError } from '../../lib/api-client';
import page from '../../styles/page.module.css';
import { paymentKeys, sessionStatusQuery } from './api';
import { clearStoredBasket } from './basket';
import styles from './payments.module.css';

/**
 * /dashboard/shop/review?session_id= (docs/product.md §2): open goes back to the shop, complete shows
 * 'Purchase Complete!'; a missing or unknown session says so with a way back to the shop;
 * anything else (or no answer yet) shows nothing.
 */
export function ReviewPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const session = useSession();
  const queryClient = useQueryClient();
  const status = useQuery({ ...sessionStatusQuery(sessionId), enabled: sessionId !== '' });
  const complete = status.data?.status === 'complete';

  useEffect(() => {
    if (!complete) return;
    // Bought: the basket is spent, and the unused counts are stale.
    clearStoredBasket(session.uid);
    void queryClient.invalidateQueries({ queryKey: paymentKeys.transactions });
  }, [complete, session.uid, queryClient]);

  if (status.data?.status === 'open') return <Navigate to={dashboardPaths.shop} replace />;
  if (
    sessionId === '' ||
    (status.error instanceof ApiError && [400, 404].includes(status.error.status))
  )
    return (
      <div className={`${page.surface} ${page.doneCard}`}>
        <title>Purchase not found · Crewcast</title>
        <h1 className={`${page.title} ${styles.title}`}>Purchase not found</h1>
        <p>
          {sessionId === ''
            ? 'This address does not name a checkout, so there is no purchase to show.'
            : 'We could not find this checkout on your account. Nothing was charged through it.'}
        </p>
        <nav aria-label="Next steps" className={styles.reviewLinks}>
          <Link to={dashboardPaths.shop}>Back to the Shop</Link>
          <Link to={dashboardPaths.billing}>Billing</Link>
        </nav>
      </div>
    );
  if (status.isError)
    return <QueryError error={status.error} onRetry={() => void status.refetch()} />;
  if (!complete)
    return (
      <p className="visually-hidden" role="status">
        {status.isPending && sessionId ? 'Checking your purchase' : ''}
      </p>
    );
  return (
    <div className={`${page.surface} ${page.doneCard}`}>
      <title>Purchase Complete · Crewcast</title>
      <span className={page.doneIcon} aria-hidden="true">
        <Icon name="check" size={32} />
      </span>
      <h1 className={`${page.title} ${styles.title}`}>Purchase Complete!</h1>
      <p>Thank you! Your credits are ready to spend on orders.</p>
      <nav aria-label="Next steps" className={styles.reviewLinks}>
        <Link to={dashboardPaths.home}>Dashboard</Link>
        <Link to={dashboardPaths.send}>Service Request Form</Link>
        <Link to={dashboardPaths.chat({ user: 'admin' })}>Support Team</Link>
        <Link to={dashboardPaths.billing}>Billing and receipts</Link>
      </nav>
      <p className={styles.muted}>
        If your remaining edits or thumbnails have not updated, wait a few hours, then message the
        Support Team.
      </p>
    </div>
  );
}
