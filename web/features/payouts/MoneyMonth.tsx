import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PayPeriod } from '../../../common/api/payouts';
import { dashboardPaths } from '../../../common/paths';
import { useSession } from '../../app/session';
import { Alert } from '../../components/Alert';
import { Field } from '../../components/Field';
import { formatDay } from '../../lib/format-date';
import page from '../../styles/page.module.css';
import styles from './payouts.module.css';

/** The month a money list shows, from `?month=YYYY-MM`; null (the current month) without a valid one. */
export function useMoneyMonth() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('month');
  const month = asked && PayPeriod.safeParse(asked).success ? asked : null;
  const choose = (next: string) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (PayPeriod.safeParse(next).success) updated.set('month', next);
        else updated.delete('month');
        return updated;
      },
      { replace: true },
    );
  return { month, choose };
}

/** A month as words: "November 2026". */
export const monthWords = (month: string) => formatDay(`${month}-01`, 'month');

/** The month field of a money list. */
export function MonthField({ value, onChange }: { value: string; onChange: (m: string) => void }) {
  return (
    <Field
      className={styles.periodPicker}
      label="Month"
      type="month"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      hint="Calendar months in UTC, as the Dashboard counts them."
    />
  );
}

/** An Admin's money page, or for anyone else a word that it is the Admins' and the way back. */
export function AdminMoneyPage({ title, children }: { title: string; children: ReactNode }) {
  const session = useSession();
  return (
    <div className={page.page}>
      <title>{`${title} · Crewcast`}</title>
      {session.accountType === 'Admin' ? (
        children
      ) : (
        <>
          <h1 className={page.title}>{title}</h1>
          <Alert tone="info" link={{ text: 'Back to your dashboard', href: dashboardPaths.home }}>
            Only Admins see the agency&apos;s {title.toLowerCase()}.
          </Alert>
        </>
      )}
    </div>
  );
}
