import type { ReactNode } from 'react';
import { Button } from './Button';
import styles from './Dialog.module.css';

type DialogActionsProps = {
  /** Shows a Cancel button first that calls this. */
  onCancel?: () => void;
  /** The dialog's own buttons. */
  children: ReactNode;
};

/** The buttons at the end of a dialog's body, right-aligned: Cancel, then the dialog's own. */
export function DialogActions({ onCancel, children }: DialogActionsProps) {
  return (
    <div className={styles.actions}>
      {onCancel && (
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      )}
      {children}
    </div>
  );
}
