import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CommissionFilter } from '../../../common/api/payments';
import { commissionPendingDays, commissionPercent, formatCents } from '../../../common/pricing';
import { useSession } from '../../app/session';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { QueryError } from '../../components/QueryError';
import { Select } from '../../components/Select';
import { useToast } from '../../components/Toast';
import { WaitingScreen, waitingTexts } from '../../components/WaitingScreen';
import { describeFailure } from '../../lib/api-client';
import { formatDate } from '../../lib/format-date';
import { commissionsQuery, downloadCommissionsCsv, markCommissionsPaid, paymentKeys } from './api';
import page from '../../styles/page.module.css';
import styles from './shop.module.css';

const filters: Record<CommissionFilter, string> = {
  due: 'Due (payable now)',
  pending: `Pending (within ${commissionPendingDays} days)`,
  paid: 'Paid',
  reversed: 'Reversed (refunded)',
  all: 'All',
};
const date = (iso: string | null) => (iso ? formatDate(iso) : '—');

/** /dashboard/manage/commissions (Admin): commissions due to Affiliates, CSV export, mark paid. */
export function CommissionsPage() {
  const session = useSession();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<CommissionFilter>('due');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const list = useQuery({ ...commissionsQuery(filter), enabled: session.accountType === 'Admin' });
  const exporting = useMutation({ mutationFn: downloadCommissionsCsv });
  const paying = useMutation({
    mutationFn: markCommissionsPaid,
    onSuccess: ({ updated }) => {
      toast.show(`${updated} commission${updated === 1 ? '' : 's'} marked paid.`, {
        tone: 'success',
      });
      setSelected(new Set());
      void queryClient.invalidateQueries({ queryKey: paymentKeys.commissions });
    },
  });

  if (session.accountType !== 'Admin')
    return (
      <div className={page.page}>
        <h1 className={`${page.title} ${styles.title}`}>Commissions</h1>
        <Alert tone="info">Only Admins manage affiliate commissions.</Alert>
      </div>
    );

  const rows = list.data?.commissions ?? [];
  const payable = rows.filter((c) => c.status === 'payable');
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className={page.page}>
      <title>Commissions · Crewcast</title>
      <header className={styles.head}>
        <h1 className={`${page.title} ${styles.title}`}>Commissions</h1>
        <p className={styles.muted}>
          Affiliates earn {commissionPercent}% of each purchase by a Partner they referred. A
          commission is pending for {commissionPendingDays} days (a refund reverses it), then
          payable.
        </p>
      </header>
      <div className={styles.toolbar}>
        <Select
          label="Show"
          value={filter}
          onChange={(event) => {
            setFilter(CommissionFilter.parse(event.target.value));
            setSelected(new Set());
          }}
        >
          {Object.entries(filters).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
        <div className={styles.toolbarActions}>
          <Button
            variant="secondary"
            loading={exporting.isPending}
            onClick={() => exporting.mutate(filter)}
          >
            Export CSV
          </Button>
          <Button
            disabled={selected.size === 0}
            loading={paying.isPending}
            onClick={() => {
              if (!paying.isPending && selected.size > 0) paying.mutate([...selected]);
            }}
          >
            Mark selected paid{selected.size > 0 ? ` (${selected.size})` : ''}
          </Button>
        </div>
      </div>
      {exporting.isError && <Alert tone="error">{describeFailure(exporting.error).message}</Alert>}
      {paying.isError && <Alert tone="error">{describeFailure(paying.error).message}</Alert>}
      {list.isPending ? (
        <WaitingScreen label={waitingTexts.loading} />
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <p className={styles.empty}>No commissions here.</p>
      ) : (
        <>
          <p className={styles.total}>
            <span>
              {list.data.total.count} commission{list.data.total.count === 1 ? '' : 's'}
            </span>
            <strong data-testid="commissions-total">{formatCents(list.data.total.cents)}</strong>
          </p>
          <div
            className={`${page.tableScroll} ${styles.tableWrap}`}
            tabIndex={0}
            role="region"
            aria-label="Commissions table"
          >
            <table className={`${page.table} ${styles.table}`}>
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">Select</span>
                  </th>
                  <th scope="col">Affiliate</th>
                  <th scope="col">Buyer</th>
                  <th scope="col">Purchase</th>
                  <th scope="col">Commission</th>
                  <th scope="col">Status</th>
                  <th scope="col">Payable from</th>
                  <th scope="col">Paid</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((c) => (
                  <tr key={c.id}>
                    <td>
                      {c.status === 'payable' && (
                        <Checkbox
                          label={
                            <span className="visually-hidden">
                              Select commission of {c.affiliate} on {c.buyer}’s purchase
                            </span>
                          }
                          checked={selected.has(c.id)}
                          onChange={() => toggle(c.id)}
                        />
                      )}
                    </td>
                    <td>
                      {c.affiliate}
                      <span className={styles.cellNote}>{c.affiliateEmail}</span>
                    </td>
                    <td>{c.buyer}</td>
                    <td>{formatCents(c.basisCents)}</td>
                    <td>{formatCents(c.amountCents)}</td>
                    <td>
                      <span className={`${styles.status} ${styles[c.status] ?? ''}`}>
                        {c.status}
                      </span>
                    </td>
                    <td>{date(c.payableAt)}</td>
                    <td>{date(c.paidAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {payable.length > 0 && (
            <Button
              variant="ghost"
              size="small"
              onClick={() => setSelected(new Set(payable.map((c) => c.id)))}
            >
              Select all payable ({payable.length})
            </Button>
          )}
        </>
      )}
    </div>
  );
}
