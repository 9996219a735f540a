import { dashboardPaths } from '../../../common/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PayPeriod, type ClosePreview, type PeriodsResponse } from '../../../common/api/payouts';
import { formatCents } from '../../../common/pricing';
import { formatDay } from '../../lib/format-date';
import { useSession } from '../../app/session';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { FailureAlert } from '../../components/FailureAlert';
import { Field } from '../../components/Field';
import { QueryState } from '../../components/QueryState';
import { Select } from '../../components/Select';
import { useToast } from '../../components/Toast';
import page from '../../styles/page.module.css';
import { closePeriod, closePreview, payoutKeys, periodQuery, periodsQuery } from './api';
import { CloseConfirm } from './CloseConfirm';
import { MethodCard } from './MethodCard';
import { PeriodStatements } from './PeriodStatements';
import styles from './payouts.module.css';

/** Closes a month, by default the last one that ended, once the Admin saw what it makes. */
function CloseForm({
  periods,
  onClosed,
}: {
  periods: PeriodsResponse;
  onClosed: (p: string) => void;
}) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [period, setPeriod] = useState(periods.lastFinished);
  const [preview, setPreview] = useState<ClosePreview | null>(null);
  const valid = PayPeriod.safeParse(period).success;
  const ask = useMutation({
    mutationFn: () => closePreview(period),
    onSuccess: (answer) => {
      if (!answer.alreadyClosed) return setPreview(answer);
      toast.show(`${formatDay(period, 'month')} was already closed; nothing changed.`, {
        tone: 'info',
      });
      onClosed(period);
    },
  });
  const close = useMutation({
    mutationFn: () => closePeriod(period),
    onSettled: () => setPreview(null),
    onSuccess: (result) => {
      toast.show(
        result.alreadyClosed
          ? `${formatDay(period, 'month')} was already closed; nothing changed.`
          : `${formatDay(period, 'month')} closed: ${result.after.statementCount} statements, ${formatCents(result.after.totalCents)}.`,
        { tone: result.alreadyClosed ? 'info' : 'success' },
      );
      void queryClient.invalidateQueries({ queryKey: payoutKeys.all });
      onClosed(period);
    },
  });
  return (
    <form
      className={styles.toolbar}
      onSubmit={(event) => {
        event.preventDefault();
        if (valid && !ask.isPending) ask.mutate();
      }}
    >
      <Field
        label="Pay period"
        type="month"
        value={period}
        max={periods.lastFinished}
        onChange={(event) => setPeriod(event.target.value)}
        hint="A calendar month (UTC) that has ended."
        error={valid ? undefined : 'Choose a month.'}
      />
      <Button type="submit" loading={ask.isPending}>
        Close period…
      </Button>
      {ask.isError && <FailureAlert error={ask.error} attempt={ask.submittedAt} />}
      {close.isError && <FailureAlert error={close.error} attempt={close.submittedAt} />}
      {preview && (
        <CloseConfirm
          preview={preview}
          closing={close.isPending}
          onConfirm={() => close.mutate()}
          onCancel={() => setPreview(null)}
        />
      )}
    </form>
  );
}

/** A closed period: totals per method, then every statement. */
function PeriodPanel({ period }: { period: string }) {
  const view = useQuery(periodQuery(period));
  return (
    <QueryState query={view}>
      {(data) => (
        <section className={page.section} aria-labelledby="period-title">
          <h2 id="period-title" className={page.sectionTitle}>
            {formatDay(data.period, 'month')}: {formatCents(data.totalCents)} in{' '}
            {data.statements.length} {data.statements.length === 1 ? 'statement' : 'statements'}
          </h2>
          {data.statements.length === 0 ? (
            <p className={page.empty}>
              Nobody had anything to be paid in {formatDay(data.period, 'month')}.
            </p>
          ) : (
            <>
              <div className={styles.methods}>
                {data.totals.map((total) => (
                  <MethodCard key={total.method ?? 'none'} period={data.period} total={total} />
                ))}
              </div>
              <PeriodStatements statements={data.statements} />
            </>
          )}
        </section>
      )}
    </QueryState>
  );
}

/** /dashboard/manage/payouts (Admin): close a month, export each method's file, mark it paid. */
export function PayoutsPage() {
  const session = useSession();
  const admin = session.accountType === 'Admin';
  const periods = useQuery({ ...periodsQuery(), enabled: admin });
  const [chosen, setChosen] = useState<string | null>(null);
  if (!admin)
    return (
      <div className={page.page}>
        <title>Payouts · Crewcast</title>
        <h1 className={page.title}>Payouts</h1>
        <Alert tone="info" link={{ text: 'Back to your dashboard', href: dashboardPaths.home }}>
          Only Admins pay staff and Affiliates.
        </Alert>
      </div>
    );
  return (
    <div className={page.page}>
      <title>Payouts · Crewcast</title>
      <header className={styles.head}>
        <h1 className={page.title}>Payouts</h1>
        <p className={page.muted}>
          Closing a month makes one statement per staff member and Affiliate from every delivered
          job and every commission past its hold that no earlier statement holds. Download each
          method&apos;s file, upload it to the provider, then mark it paid with the provider&apos;s
          reference.
        </p>
      </header>
      <QueryState query={periods}>
        {(data) => {
          const shown = chosen ?? data.periods[0]?.period ?? null;
          return (
            <>
              <CloseForm periods={data} onClosed={setChosen} />
              {data.periods.length > 0 && (
                <Select
                  className={styles.periodPicker}
                  label="Closed period"
                  value={shown ?? ''}
                  onChange={(event) => setChosen(event.target.value)}
                >
                  {data.periods.map((p) => (
                    <option key={p.period} value={p.period}>
                      {formatDay(p.period, 'month')} · {p.paidCount} of {p.statementCount} paid
                    </option>
                  ))}
                </Select>
              )}
              {shown && <PeriodPanel period={shown} />}
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
