import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { dashboardPaths } from '../../../common/paths';
import { useSession } from '../../app/session';
import { Alert } from '../../components/Alert';
import { QueryState } from '../../components/QueryState';
import page from '../../styles/page.module.css';
import { myPayQuery } from './api';
import { MonthEarnings } from './MonthEarnings';
import { MyStatements } from './MyStatements';
import { PayRatesCard } from './PayRatesCard';
import styles from './payouts.module.css';

/** /dashboard/pay (staff and Affiliates): pay rules, earnings by month and statements. */
export function PayPage() {
  const session = useSession();
  const paid = session.accountType === 'Production' || session.accountType === 'Affiliate';
  const pay = useQuery({ ...myPayQuery(), enabled: paid });
  if (!paid)
    return (
      <div className={page.page}>
        <h1 className={page.title}>Pay</h1>
        <Alert tone="info">Only staff and Affiliates are paid out.</Alert>
      </div>
    );
  return (
    <div className={page.page}>
      <title>Pay · Crewcast</title>
      <header className={styles.head}>
        <h1 className={page.title}>Pay</h1>
        <p className={page.muted}>
          You are paid once a month by the method of your wallet (
          <Link to={dashboardPaths.settings}>Settings</Link>). Corrections after a month is paid
          come in the next month&apos;s statement.
        </p>
      </header>
      <QueryState query={pay}>
        {(data) => (
          <>
            {data.rates && <PayRatesCard rates={data.rates} />}
            <MyStatements statements={data.statements} />
            {data.rates && <MonthEarnings thisMonth={new Date().toISOString().slice(0, 7)} />}
          </>
        )}
      </QueryState>
    </div>
  );
}
