import type { FormEventHandler, ReactNode } from 'react';
import { Alert, type AlertTone } from '../../components/Alert';
import { Button } from '../../components/Button';
import { FailureAlert, type Failure } from '../../components/FailureAlert';
import styles from './Orders.module.css';

/** A dialog's form: what it says first, the last failure, its fields, then Cancel and submit. */
export function DialogForm({
  onSubmit,
  onCancel,
  failure,
  sending,
  submitLabel,
  intro,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  failure: Failure | undefined;
  sending: boolean;
  submitLabel: string;
  /** What the form says before the failure and the fields. */
  intro?: ReactNode;
  /** The fields. */
  children: ReactNode;
}) {
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      {intro}
      <FailureAlert failure={failure} />
      {children}
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={sending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** What a dialog says instead of its form (sent, or not possible), and the buttons that end it. */
export function DialogNotice({
  tone,
  focus = false,
  children,
  actions,
}: {
  tone: AlertTone;
  /** Move focus to the message, as after a send. */
  focus?: boolean;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div className={styles.dialogBody}>
      <Alert tone={tone} focusOnMount={focus}>
        {children}
      </Alert>
      <div className={styles.dialogActions}>{actions}</div>
    </div>
  );
}
