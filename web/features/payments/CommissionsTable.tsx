import type { AdminCommission } from '../../../common/api/payments';
import { Checkbox } from '../../components/Checkbox';
import { DataTable } from '../../components/DataTable';
import { formatDate } from '../../lib/format-date';
import { CommissionCells } from './CommissionCells';
import styles from './payments.module.css';

const date = (iso: string | null) => (iso ? formatDate(iso) : '—');

type CommissionsTableProps = {
  rows: readonly AdminCommission[];
  selected: ReadonlySet<string>;
  /** Selects or unselects a payable commission. */
  onToggle: (id: string) => void;
};

/** Every Affiliate's commissions in one state; the payable ones can be selected to mark paid. */
export function CommissionsTable({ rows, selected, onToggle }: CommissionsTableProps) {
  return (
    <DataTable label="Commissions table" className={styles.tableWrap} tableClassName={styles.table}>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">Select</span>
          </th>
          <th scope="col">Affiliate</th>
          <th scope="col">Pay to</th>
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
                  onChange={() => onToggle(c.id)}
                />
              )}
            </td>
            <td>
              {c.affiliate}
              <span className={styles.cellNote}>{c.affiliateEmail}</span>
            </td>
            <td>
              {c.payTo ? (
                <>
                  {c.payTo.account}
                  <span className={styles.cellNote}>{c.payTo.method}</span>
                </>
              ) : (
                <span className={styles.cellNote}>No wallet yet</span>
              )}
            </td>
            <CommissionCells commission={c} />
            <td>{date(c.payableAt)}</td>
            <td>{date(c.paidAt)}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
