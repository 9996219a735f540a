import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { WalletChange, type PayoutMethod } from '../../../common/api/teams';
import { teamLimits } from '../../../common/limits';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Field } from '../../components/Field';
import { WaitingScreen, waitingTexts } from '../../components/WaitingScreen';
import { ApiError, describeFailure } from '../../lib/api-client';
import { changeWallet } from './api';
import { useWalletSaved } from './use-wallet-saved';
import styles from './Settings.module.css';
import { DialogActions } from '../../components/DialogActions';
import { FailureAlert } from '../../components/FailureAlert';

/** What each payout account is and how it is typed. */
export const accountFields: Record<
  PayoutMethod,
  { label: string; hint: string; type: string; autoComplete: string }
> = {
  PayPal: {
    label: 'PayPal e-mail address',
    hint: 'The e-mail address of the PayPal account you are paid to.',
    type: 'email',
    autoComplete: 'email',
  },
  Paysend: {
    label: 'Paysend account',
    hint: 'The phone number or card number Paysend pays out to.',
    type: 'text',
    autoComplete: 'off',
  },
};

type ModifySettingDialogProps = {
  column: PayoutMethod | null;
  current: string | null;
  onClose: () => void;
};

/**
 * The Modify Setting overlay (docs/product.md §2, §4, §5): start (the form), pending ('Updating settings'),
 * done ('Success' and a Done button); a failure goes back to the start with its message.
 */
export function ModifySettingDialog({ column, current, onClose }: ModifySettingDialogProps) {
  return (
    <Dialog open={column !== null} onClose={onClose} title="Modify Setting">
      {column && <ModifySettingBody column={column} current={current} onClose={onClose} />}
    </Dialog>
  );
}

function ModifySettingBody({
  column,
  current,
  onClose,
}: {
  column: PayoutMethod;
  current: string | null;
  onClose: () => void;
}) {
  const saved = useWalletSaved();
  const form = useForm<z.input<typeof WalletChange>, unknown, WalletChange>({
    resolver: zodResolver(WalletChange),
    defaultValues: { columnName: column, newValue: current ?? '' },
  });
  const save = useMutation({ mutationFn: changeWallet, onSuccess: saved });
  const field = accountFields[column];
  const failure = save.isError ? describeFailure(save.error) : undefined;
  const serverError = save.error instanceof ApiError ? save.error.fieldErrors?.newValue : undefined;

  if (save.isPending) return <WaitingScreen label={waitingTexts.updatingSettings} />;
  if (save.isSuccess)
    return (
      <div className={styles.done}>
        <Alert tone="success">Success! Your {column} account is saved.</Alert>
        <DialogActions>
          <Button onClick={onClose}>Done</Button>
        </DialogActions>
      </div>
    );

  return (
    <form
      className={styles.dialogForm}
      noValidate
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
      <FailureAlert failure={failure} />
      <Field
        label={field.label}
        hint={field.hint}
        type={field.type}
        autoComplete={field.autoComplete}
        maxLength={teamLimits.settingValueMax}
        spellCheck={false}
        error={form.formState.errors.newValue?.message ?? serverError}
        {...form.register('newValue')}
      />
      <DialogActions onCancel={onClose}>
        <Button type="submit">Save</Button>
      </DialogActions>
    </form>
  );
}
