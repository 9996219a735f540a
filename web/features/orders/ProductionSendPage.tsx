import { dashboardPaths } from '../../../common/paths';
import { Link } from 'react-router';
import { useSession } from '../../app/session';
import { Alert } from '../../components/Alert';
import { DeliveryForm } from './DeliveryForm';
import { OrderForm } from './OrderForm';
import page from '../../styles/page.module.css';
import styles from './send.module.css';

/**
 * /dashboard/production/send (docs/product.md §2): the order form for a Partner (labelled Order), the
 * delivery form for Production (labelled Fulfill). Other accounts neither order nor deliver.
 */
export function ProductionSendPage() {
  const { accountType } = useSession();

  if (accountType === 'Partner')
    return (
      <div className={page.page}>
        <title>Order · Crewcast</title>
        <div className={styles.intro}>
          <h1 className={page.title}>Order</h1>
          <p className={page.muted}>
            Order an edit, a thumbnail or both from your team. Each spends one of your credits; the
            due time is set by the speed of the team member you choose.
          </p>
        </div>
        <OrderForm />
      </div>
    );

  if (accountType === 'Production')
    return (
      <div className={page.page}>
        <title>Fulfill · Crewcast</title>
        <div className={styles.intro}>
          <h1 className={page.title}>Fulfill</h1>
          <p className={page.muted}>
            Deliver the finished files of an order assigned to you. The client is told at once and
            can preview them in their Inbox.
          </p>
        </div>
        <DeliveryForm />
      </div>
    );

  return (
    <div className={page.page}>
      <title>Production · Crewcast</title>
      <h1 className={page.title}>Production</h1>
      <Alert tone="info">
        This page is not for your account: Partners place orders here and production staff deliver
        them.
        {accountType === 'Admin' && (
          <>
            {' '}
            As an Admin you follow every order, and hand over passed-off ones, in the{' '}
            <Link to={dashboardPaths.inbox()}>Inbox</Link>.
          </>
        )}
      </Alert>
    </div>
  );
}
