import type { ReactNode } from 'react';
import styles from './state-pill.module.css';

/** How a state reads: waiting, done, settled or undone. */
export type StateTone = 'warning' | 'success' | 'info' | 'danger';

/** A payment's or a commission's state as a small coloured label. */
export function StatePill({ tone, children }: { tone: StateTone; children: ReactNode }) {
  return <span className={`${styles.pill} ${styles[tone]}`}>{children}</span>;
}
