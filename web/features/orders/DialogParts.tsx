import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Alert, type AlertTone } from '../../components/Alert';
import { Button } from '../../components/Button';
import { FailureAlert, type Failure } from '../../components/FailureAlert';
import { describeFailure } from '../../lib/api-client';
import styles from './Orders.module.css';
import { DialogActions } from '../../components/DialogActions';

/**
 * What a dialog's form needs of its form and its send: a submit that sends once at a time, the
 * last failure, and whether it is sending.
 */
export function dialogSubmit<TInput extends FieldValues, TValues extends FieldValues>(
  form: UseFormReturn<TInput, unknown, TValues>,
  send: { isPending: boolean; isError: boolean; error: unknown; mutate: (values: TValues) => void },
) {
  return {
    onSubmit: form.handleSubmit((values) => {
      if (!send.isPending) send.mutate(values);
    }),
    failure: send.isError ? describeFailure(send.error) : undefined,
    sending: send.isPending,
  };
}

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
      <DialogActions onCancel={onCancel}>
        <Button type="submit" loading={sending}>
          {submitLabel}
        </Button>
      </DialogActions>
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
      <DialogActions>{actions}</DialogActions>
    </div>
  );
}
