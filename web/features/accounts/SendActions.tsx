import type { ReactNode } from 'react';
import forms from '../../styles/form.module.css';
import styles from './accounts.module.css';
import { sendInProgressMessage } from './use-send-guard';

/** A sign-up form's button, and 'Form send in progress..' under it after a second press. */
export function SendActions({
  busyNotice,
  children,
}: {
  busyNotice: boolean;
  children: ReactNode;
}) {
  return (
    <div className={forms.actions}>
      {children}
      {busyNotice && (
        <p className={styles.busy} role="status">
          {sendInProgressMessage}
        </p>
      )}
    </div>
  );
}
