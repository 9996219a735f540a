import type { StaffOverviewRow } from '../../../common/api/teams';
import { formatDay } from './dates';
import styles from './TeamBuilder.module.css';
import { StatusBadge } from '../../components/StatusBadge';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A staff member's status (with vacation dates), open orders and clients, for the Team Builder. */
export function StaffLoad({ staff }: { staff: StaffOverviewRow | undefined }) {
  if (!staff) return null;
  return (
    <span className={styles.load}>
      <StatusBadge presence={staff} />
      <span>
        {plural(staff.openWork, 'open order', 'open orders')} ·{' '}
        {plural(staff.clients, 'client', 'clients')}
      </span>
    </span>
  );
}

/**
 * Why adding a staff member deserves a second thought: they cannot take new work now (on
 * vacation, Busy), or a vacation is booked and has not begun; null when neither.
 */
export function unavailableReason(staff: StaffOverviewRow | undefined): string | null {
  if (!staff) return null;
  const dates = staff.vacation
    ? `from ${formatDay(staff.vacation.start)} to ${formatDay(staff.vacation.end)}`
    : '';
  if (staff.status === 'Available')
    return staff.vacation
      ? `${staff.name} has a vacation booked ${dates}; it has not begun yet.`
      : null;
  if (staff.status === 'Vacation' && staff.vacation)
    return `${staff.name} is on vacation ${dates}.`;
  return `${staff.name} is Busy${staff.busyTitle ? ` (${staff.busyTitle})` : ''}.`;
}
