import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { MethodTotal } from '../../../common/api/payouts';
import { formatCents } from '../../../common/pricing';
import { formatDay } from '../../lib/format-date';
import { Button } from '../../components/Button';
import { FailureAlert } from '../../components/FailureAlert';
import { useToast } from '../../components/Toast';
import page from '../../styles/page.module.css';
import { downloadBatch, payMethod, payoutKeys } from './api';
import { PayDialog } from './PayDialog';
import styles from './payouts.module.css';

/** One payout method's totals in a period, its batch file and 'Mark paid'. */
export function MethodCard({ period, total }: { period: string; total: MethodTotal }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [paying, setPaying] = useState(false);
  const method = total.method;
  const exporting = useMutation({
    mutationFn: (statements: 'unpaid' | 'paid') =>
      downloadBatch(period, method ?? 'PayPal', statements),
  });
  const paidCount = total.count - total.unpaidCount;
  const pay = useMutation({
    mutationFn: (reference: string) => payMethod(period, { method: method ?? 'PayPal', reference }),
    onSuccess: ({ after }) => {
      setPaying(false);
      toast.show(
        `${after.length} ${method} statement${after.length === 1 ? '' : 's'} marked paid.`,
        {
          tone: 'success',
        },
      );
      void queryClient.invalidateQueries({ queryKey: payoutKeys.all });
    },
  });
  const name = method ?? 'No payout method';
  return (
    <section
      className={`${page.surface} ${styles.method}`}
      aria-labelledby={`method-${name}`}
      data-testid={`method-${method ?? 'none'}`}
    >
      <h3 id={`method-${name}`} className={styles.methodTitle}>
        {name}
      </h3>
      <p>
        <span className={styles.figure}>{formatCents(total.cents)}</span>
        <span className={page.muted}>
          {' '}
          · {total.count} statement{total.count === 1 ? '' : 's'}
        </span>
      </p>
      <p className={page.muted}>
        {total.unpaidCount === 0
          ? 'All paid.'
          : `${formatCents(total.unpaidCents)} in ${total.unpaidCount} unpaid.`}
      </p>
      {method === null
        ? total.unpaidCount > 0 && (
            <p className={page.muted}>
              These payees have no wallet yet. Pay each one by hand from the list below, or ask them
              to choose PayPal or Paysend in Settings: their statement then joins that
              method&rsquo;s file.
            </p>
          )
        : (total.unpaidCount > 0 || paidCount > 0) && (
            <div className={styles.actions}>
              {total.unpaidCount > 0 && (
                <>
                  <Button
                    variant="secondary"
                    loading={exporting.isPending && exporting.variables === 'unpaid'}
                    onClick={() => exporting.mutate('unpaid')}
                  >
                    Download {method} file
                  </Button>
                  <Button onClick={() => setPaying(true)}>Mark {method} paid…</Button>
                </>
              )}
              {paidCount > 0 && (
                <Button
                  variant="ghost"
                  loading={exporting.isPending && exporting.variables === 'paid'}
                  onClick={() => exporting.mutate('paid')}
                >
                  Download paid {method} file
                </Button>
              )}
            </div>
          )}
      {exporting.isError && <FailureAlert error={exporting.error} />}
      <PayDialog
        open={paying}
        title={`Mark ${method} statements paid`}
        description={`Every unpaid ${method} statement of ${formatDay(period, 'month')} (${formatCents(total.unpaidCents)}) is marked paid with this reference.`}
        pending={pay.isPending}
        error={pay.error}
        onClose={() => setPaying(false)}
        onPay={(reference) => pay.mutate(reference)}
      />
    </section>
  );
}
