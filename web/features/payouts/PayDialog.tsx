import { useState } from 'react';
import { PaidReference } from '../../../common/api/payouts';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { DialogActions } from '../../components/DialogActions';
import { Field } from '../../components/Field';
import { FailureAlert } from '../../components/FailureAlert';

type PayDialogProps = {
  open: boolean;
  title: string;
  /** What is being paid, in a sentence. */
  description: string;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onPay: (reference: string) => void;
};

/** Asks for the provider's reference of a payment made, then marks the statements paid. */
export function PayDialog({
  open,
  title,
  description,
  pending,
  error,
  onClose,
  onPay,
}: PayDialogProps) {
  const [reference, setReference] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  const submit = () => {
    const parsed = PaidReference.safeParse(reference);
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message);
      return;
    }
    setInvalid(undefined);
    if (!pending) onPay(parsed.data);
  };
  return (
    <Dialog open={open} onClose={onClose} title={title} description={description}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Field
          label="Payment reference"
          hint="The batch or transfer id the provider gave; payees see it on their statement."
          value={reference}
          maxLength={100}
          error={invalid}
          onChange={(event) => setReference(event.target.value)}
        />
        {error ? <FailureAlert error={error} /> : null}
        <DialogActions onCancel={onClose}>
          <Button type="submit" loading={pending}>
            Mark paid
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
