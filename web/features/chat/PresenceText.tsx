import type { ReactNode } from 'react';
import styles from './Chat.module.css';
import type { PresenceView } from './contacts';

/** A presence line: whether the person is online, and beside it a marker such as Busy. */
export function PresenceText({ view, children }: { view: PresenceView; children?: ReactNode }) {
  return (
    <>
      {view.text}
      {view.marker && (
        <span className={styles.marker} data-tone={view.marker.tone}>
          {view.marker.text}
        </span>
      )}
      {children}
    </>
  );
}
