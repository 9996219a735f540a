import type { ReactNode } from 'react';
import styles from './TestNotice.module.css';

type TestNoticeProps = {
  /** Names the note for assistive technology ('Test payment'). */
  label: string;
  /** The badge on top ('Test payment'). */
  badge: string;
  /** What is only a test, and how to use it. */
  children: ReactNode;
};

/** Says that a page is a test stand-in (the sandbox payment, the sandbox Google sign-in). */
export function TestNotice({ label, badge, children }: TestNoticeProps) {
  return (
    <div className={styles.notice} role="note" aria-label={label}>
      <span className={styles.badge}>{badge}</span>
      <p>{children}</p>
    </div>
  );
}
