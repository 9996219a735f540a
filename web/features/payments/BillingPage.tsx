import { useMutation, useQuery } from '@tanstack/react-query';
import { dashboardPaths } from '../../../common/paths';
import { formatCents } from '../../../common/pricing';
import { useSession } from '../../app/session';
import { Alert } from '../../components/Alert';
import { Button, ButtonLink } from '../../components/Button';
import { QueryState } from '../../components/QueryState';
import { describeFailure } from '../../lib/api-client';
import page from '../../styles/page.module.css';
import { downloadPaymentsCsv, paymentsQuery } from './api';
import { PaymentsTable } from './PaymentsTable';
import styles from './billing.module.css';

/** /dashboard/billing (Partners): every payment with its refund and receipt, and a CSV export. */
export function BillingPage() {
  const session = useSession();
  const partner = session.accountType === 'Partner';
  const list = useQuery({ ...paymentsQuery(session.uid), enabled: partner });
  const exporting = useMutation({ mutationFn: downloadPaymentsCsv });

  if (!partner)
    return (
      <div className={page.page}>
        <title>Billing · Crewcast</title>
        <h1 className={page.title}>Billing</h1>
        <Alert tone="info">Billing lists a Partner’s purchases from the shop.</Alert>
      </div>
    );

  return (
    <div className={page.page}>
      <title>Billing · Crewcast</title>
      <header className={styles.head}>
        <h1 className={page.title}>Billing</h1>
        <p className={styles.muted}>
          Every payment from the shop, newest first. Open a receipt to print it or save it as a PDF.
        </p>
      </header>
      <div className={styles.toolbar}>
        {list.data && (
          <p className={styles.totals} data-testid="billing-totals">
            Paid <strong>{formatCents(list.data.total.paidCents)}</strong>
            {list.data.total.refundedCents > 0 && (
              <>
                {' · '}refunded <strong>{formatCents(list.data.total.refundedCents)}</strong>
              </>
            )}
          </p>
        )}
        <Button
          variant="secondary"
          loading={exporting.isPending}
          disabled={!list.data || list.data.payments.length === 0}
          onClick={() => exporting.mutate()}
        >
          Export CSV
        </Button>
      </div>
      {exporting.isError && <Alert tone="error">{describeFailure(exporting.error).message}</Alert>}
      <QueryState
        query={list}
        isEmpty={(data) => data.payments.length === 0}
        empty={
          <div className={styles.empty}>
            <p>No payments yet.</p>
            <ButtonLink to={dashboardPaths.shop} variant="secondary" size="small">
              Go to the Shop
            </ButtonLink>
          </div>
        }
      >
        {(data) => <PaymentsTable payments={data.payments} />}
      </QueryState>
    </div>
  );
}
