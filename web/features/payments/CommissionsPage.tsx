import { dashboardPaths } from '../../../common/paths';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type Dispatch, type SetStateAction } from 'react';
import { CommissionFilter, type CommissionsResponse } from '../../../common/api/payments';
import { LoadMore, type Pager } from '../../components/LoadMore';
import { commissionPendingDays, commissionPercent, formatCents } from '../../../common/pricing';
import { useSession } from '../../app/session';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { FailureAlert } from '../../components/FailureAlert';
import { QueryState } from '../../components/QueryState';
import { Select } from '../../components/Select';
import { useToast } from '../../components/Toast';
import { UserPicker } from '../../components/UserPicker';
import { describeFailure } from '../../lib/api-client';
import page from '../../styles/page.module.css';
import { commissionsQuery, downloadCommissionsCsv, markCommissionsPaid, paymentKeys } from './api';
import { CommissionsTable } from './CommissionsTable';
import styles from './payments.module.css';

const filters: Record<CommissionFilter, string> = {
  due: 'Due (payable now)',
  pending: `Pending (within ${commissionPendingDays} days)`,
  paid: 'Paid',
  reversed: 'Reversed (refunded)',
  all: 'All',
};

type Selection = {
  selected: ReadonlySet<string>;
  setSelected: Dispatch<SetStateAction<ReadonlySet<string>>>;
};

/**
 * The total (of the whole state, whatever is loaded), the table of the loaded pages with "Load
 * more", and 'Select all payable' (of the rows shown).
 */
function CommissionsList({
  list,
  more,
  selected,
  setSelected,
  affiliateName,
}: Selection & {
  list: Omit<CommissionsResponse, 'nextCursor'>;
  more: Pager;
  /** The Affiliate the list is narrowed to; the total is then their subtotal. */
  affiliateName: string | null;
}) {
  const payable = list.commissions.filter((c) => c.status === 'payable');
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <>
      <p className={styles.total}>
        <span>
          {list.total.count} commission{list.total.count === 1 ? '' : 's'}
          {affiliateName ? ` of ${affiliateName}` : ''}
        </span>
        <strong data-testid="commissions-total">{formatCents(list.total.cents)}</strong>
      </p>
      <CommissionsTable rows={list.commissions} selected={selected} onToggle={toggle} />
      <LoadMore pager={more} label="Load more commissions" />
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
  );
}

/** Why "Mark selected paid" is for payments outside the monthly run, which pays commissions. */
function MarkPaidNote() {
  return (
    <p className={styles.muted} id="mark-paid-note">
      Closing a month on Payouts pays the payable commissions in its statements. Mark here only what
      you paid outside that run: a commission already paid, or held by a closed month&rsquo;s
      statement, is refused.
    </p>
  );
}

/** /dashboard/manage/commissions (Admin): commissions due to Affiliates, CSV export, mark paid. */
export function CommissionsPage() {
  const session = useSession();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<CommissionFilter>('due');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [affiliate, setAffiliate] = useState<{ Id: string; Name: string } | null>(null);
  const pages = useInfiniteQuery({
    ...commissionsQuery(filter, affiliate?.Id ?? null),
    enabled: session.accountType === 'Admin',
  });
  const loaded = pages.data?.pages ?? [];
  const first = loaded[0];
  const list = {
    ...pages,
    data: first && { commissions: loaded.flatMap((p) => p.commissions), total: first.total },
  };
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
        <title>Commissions · Crewcast</title>
        <h1 className={`${page.title} ${styles.title}`}>Commissions</h1>
        <Alert tone="info" link={{ text: 'Back to your dashboard', href: dashboardPaths.home }}>
          Only Admins manage affiliate commissions.
        </Alert>
      </div>
    );

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
        <UserPicker
          label="Affiliate"
          template="Affiliates"
          whitelists={[{ db: 'users', column: 'AccountType', values: ['Affiliate'] }]}
          value={affiliate?.Id ?? null}
          valueName={affiliate?.Name ?? null}
          onChange={(row) => {
            setAffiliate(row);
            setSelected(new Set());
          }}
        />
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
            aria-describedby="mark-paid-note"
            loading={paying.isPending}
            onClick={() => {
              if (!paying.isPending && selected.size > 0) paying.mutate([...selected]);
            }}
          >
            Mark selected paid{selected.size > 0 ? ` (${selected.size})` : ''}
          </Button>
        </div>
      </div>
      <MarkPaidNote />
      {exporting.isError && <Alert tone="error">{describeFailure(exporting.error).message}</Alert>}
      <FailureAlert error={paying.error} attempt={paying.submittedAt} />
      <QueryState
        query={list}
        isEmpty={(data) => data.commissions.length === 0}
        empty={<p className={styles.empty}>No commissions here.</p>}
      >
        {(data) => (
          <CommissionsList
            list={data}
            more={pages}
            selected={selected}
            setSelected={setSelected}
            affiliateName={affiliate?.Name ?? null}
          />
        )}
      </QueryState>
    </div>
  );
}
