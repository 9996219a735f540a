import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { AdminStatusUpdate, StaffOverviewRow, StatusChange } from '../../../common/api/teams';
import { teamLimits } from '../../../common/limits';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { DialogActions } from '../../components/DialogActions';
import { FailureAlert } from '../../components/FailureAlert';
import { Field } from '../../components/Field';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/format-date';
import page from '../../styles/page.module.css';
import { adminSetStatus, teamKeys } from './api';
import styles from './StaffProfile.module.css';

/** Asks the Admin why they set the staff member Busy: the reason is kept for Admins. */
function BusyReasonDialog({
  name,
  open,
  onClose,
  onSave,
  saving,
  error,
}: {
  name: string;
  open: boolean;
  onClose: () => void;
  onSave: (reason: string) => void;
  saving: boolean;
  error: unknown;
}) {
  const [reason, setReason] = useState('');
  const fieldError = error instanceof ApiError ? error.fieldErrors?.reason : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(reason);
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Set ${name} Busy?`}
      description="Partners are not offered them for new orders until they are Available again. Only Admins read the reason."
    >
      <form noValidate onSubmit={submit} className={styles.reasonForm}>
        <Field
          label="Reason"
          hint={`Up to ${teamLimits.statusReasonMax} characters, such as "Covering the launch week".`}
          value={reason}
          maxLength={teamLimits.statusReasonMax}
          onChange={(event) => setReason(event.target.value)}
          error={fieldError}
        />
        {!fieldError && <FailureAlert error={error} />}
        <DialogActions onCancel={onClose}>
          <Button type="submit" loading={saving}>
            Set Busy
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Who set the status, when, and (an Admin's Busy) why. */
function changeText(change: StatusChange): string {
  const who = change.by?.name ?? 'a former user';
  const when = change.at ? formatDate(change.at, 'dateTime') : '';
  return `Status set by ${who}, ${when}${change.reason ? `: “${change.reason}”` : ''}`;
}

/**
 * The Admin sets the staff member Available or Busy; the page says who last set it, when and
 * why. Set Available on someone on vacation ends that vacation today.
 */
export function AdminStatusControl({
  staff,
  change,
}: {
  staff: StaffOverviewRow;
  change: StatusChange | undefined;
}) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const set = useMutation({
    mutationFn: (body: AdminStatusUpdate) => adminSetStatus(staff.uid, body),
    onSuccess: () => {
      setAsking(false);
      void queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
  });
  const away = staff.status === 'Vacation';
  const chosen = staff.chosenStatus === 'Busy' ? 'Busy' : 'Available';
  const pending = (status: string) => set.isPending && set.variables?.status === status;
  return (
    <div className={styles.statusForm}>
      <Button
        size="small"
        variant={chosen === 'Available' && !away ? 'ghost' : 'secondary'}
        disabled={chosen === 'Available' && !away}
        loading={pending('Available')}
        onClick={() => set.mutate({ status: 'Available' })}
      >
        {away ? 'Set Available (ends the vacation)' : 'Set Available'}
      </Button>
      <Button
        size="small"
        variant={chosen === 'Busy' ? 'ghost' : 'secondary'}
        disabled={chosen === 'Busy'}
        onClick={() => {
          set.reset();
          setAsking(true);
        }}
      >
        Set Busy
      </Button>
      {change?.at && <span className={page.muted}>{changeText(change)}</span>}
      {!asking && <FailureAlert error={set.error} />}
      {asking && (
        <BusyReasonDialog
          name={staff.name}
          open
          onClose={() => setAsking(false)}
          onSave={(reason) => set.mutate({ status: 'Busy', reason })}
          saving={pending('Busy')}
          error={set.error}
        />
      )}
    </div>
  );
}
