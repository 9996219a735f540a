import { Link } from 'react-router';
import styles from './AdminOverview.module.css';

type OverviewFigureProps = {
  value: string | number;
  label: string;
  /** The list the figure counts. */
  to: string;
  /** A figure that asks for attention while it is not zero. */
  alert?: boolean;
  /** A line under the label (a wait, a month). */
  note?: string | undefined;
};

/** One figure of the Admin's Dashboard: the number over its label, the whole a link to its list. */
export function OverviewFigure({ value, label, to, alert, note }: OverviewFigureProps) {
  return (
    <li>
      <Link to={to} className={styles.figure} data-alert={alert ? 'true' : undefined}>
        <span className={styles.value}>{value}</span>
        <span className={styles.label}>{label}</span>
        {note && <span className={styles.note}>{note}</span>}
      </Link>
    </li>
  );
}
