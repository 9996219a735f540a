import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Sale } from '../../../common/api/admin-money';
import { dashboardPaths } from '../../../common/paths';
import { describeCredit, formatCents } from '../../../common/pricing';
import { DataTable } from '../../components/DataTable';
import { LoadMore } from '../../components/LoadMore';
import { QueryState } from '../../components/QueryState';
import { formatDate } from '../../lib/format-date';
import page from '../../styles/page.module.css';
import { salesPagesQuery } from './api';
import { AdminMoneyPage, MonthField, monthWords, useMoneyMonth } from './MoneyMonth';
import styles from './payouts.module.css';

function SalesTable({ sales }: { sales: readonly Sale[] }) {
  return (
    <DataTable label="Sales">
      <thead>
        <tr>
          <th scope="col">Paid</th>
          <th scope="col">Buyer</th>
          <th scope="col">Items</th>
          <th scope="col" className={styles.number}>
            Amount
          </th>
          <th scope="col">Receipt</th>
        </tr>
      </thead>
      <tbody>
        {sales.map((sale) => (
          <tr key={sale.id}>
            <td>{formatDate(sale.paidAt, 'dateTime')}</td>
            <td>
              {sale.buyer.name} <span className={page.muted}>@{sale.buyer.username}</span>
            </td>
            <td>
              {sale.lines
                .map(
                  (line) => `${line.quantity} × ${describeCredit(line.name, line.args[0] ?? null)}`,
                )
                .join(', ')}
            </td>
            <td className={styles.number}>{formatCents(sale.amountCents)}</td>
            <td>
              {sale.receiptNumber === null ? (
                '–'
              ) : (
                <Link to={dashboardPaths.receipt(sale.id)}>No. {sale.receiptNumber}</Link>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/**
 * /dashboard/manage/sales (Admin): a month's paid checkouts, refunds left out, newest first, with
 * their count and sum: the list behind the Dashboard's "Sales". `?month=YYYY-MM` picks the month.
 */
export function SalesPage() {
  const { month, choose } = useMoneyMonth();
  const sales = useInfiniteQuery(salesPagesQuery(month));
  const first = sales.data?.pages[0];
  const shown = month ?? first?.month ?? '';
  return (
    <AdminMoneyPage title="Sales">
      <header className={styles.head}>
        <h1 className={page.title}>Sales{shown && ` · ${monthWords(shown)}`}</h1>
        <p className={page.muted}>
          Paid checkouts of the month, refunded ones left out, newest first.
        </p>
      </header>
      <MonthField value={shown} onChange={choose} />
      <QueryState
        query={sales}
        isEmpty={(data) => data.pages[0]?.count === 0}
        empty={<p className={page.empty}>No sales in {monthWords(shown)}.</p>}
      >
        {(data) => (
          <section className={page.section} aria-label="The month's sales">
            <p data-testid="sales-total">
              <strong>{formatCents(data.pages[0]?.totalCents ?? 0)}</strong> in{' '}
              {data.pages[0]?.count ?? 0} paid{' '}
              {data.pages[0]?.count === 1 ? 'checkout' : 'checkouts'}
            </p>
            <SalesTable sales={data.pages.flatMap((p) => p.sales)} />
            <LoadMore pager={sales} label="Load more sales" />
          </section>
        )}
      </QueryState>
    </AdminMoneyPage>
  );
}
