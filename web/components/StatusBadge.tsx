import { Link } from 'react-router';
import type { Presence } from '../../common/api/teams';
import { inAppPath } from '../../common/paths';
import { formatDay } from '../lib/format-date';
import styles from './StatusBadge.module.css';

/** A staff member's availability as a coloured pill with its text (never colour alone). */
export function StatusBadge({ presence }: { presence: Presence }) {
  const { status, vacation } = presence;
  const detail =
    status === 'Vacation' && vacation
      ? ` until ${formatDay(vacation.end)}`
      : status === 'Available' && vacation
        ? ` · away ${formatDay(vacation.start)}–${formatDay(vacation.end)}`
        : '';
  return (
    <span className={`${styles.badge} ${styles[status.toLowerCase()] ?? ''}`}>
      <span className={styles.dot} aria-hidden="true" />
      {status}
      {detail}
    </span>
  );
}

/**
 * The Busy link, when the staff member gave one: an in-app link only when it stays on this site
 * (`inAppPath`, the rule the server applies); anything else, such as an older off-site address,
 * shows as its title without a link.
 */
export function BusyLink({ presence }: { presence: Presence }) {
  if (presence.status !== 'Busy' || !presence.busyLink) return null;
  const label = presence.busyTitle || 'Current work';
  const path = inAppPath(presence.busyLink);
  return path ? <Link to={path}>{label}</Link> : <span>{label}</span>;
}
