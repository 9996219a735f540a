import { Link } from 'react-router';
import type { Presence } from '../../../common/api/teams';
import { formatDay } from './dates';
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

/** The Busy link, when the staff member gave one: an app path or an https address. */
export function BusyLink({ presence }: { presence: Presence }) {
  if (presence.status !== 'Busy' || !presence.busyLink) return null;
  const label = presence.busyTitle || 'Current work';
  return presence.busyLink.startsWith('/') ? (
    <Link to={presence.busyLink}>{label}</Link>
  ) : (
    <a href={presence.busyLink} target="_blank" rel="noreferrer noopener">
      {label}
    </a>
  );
}
