import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffOverviewRow } from '../../../common/api/teams';
import type { StatusChange } from '../../../common/api/teams';
import { Button } from '../../components/Button';
import { FailureAlert } from '../../components/FailureAlert';
import { formatDate } from '../../lib/format-date';
import page from '../../styles/page.module.css';
import { adminSetStatus, teamKeys } from './api';
import styles from './StaffProfile.module.css';

/** The Admin sets the staff member Available or Busy; the page says who last set it and when. */
export function AdminStatusControl({
  staff,
  change,
}: {
  staff: StaffOverviewRow;
  change: StatusChange | undefined;
}) {
  const queryClient = useQueryClient();
  const set = useMutation({
    mutationFn: (status: 'Available' | 'Busy') => adminSetStatus(staff.uid, { status }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
  const chosen = staff.chosenStatus === 'Busy' ? 'Busy' : 'Available';
  return (
    <div className={styles.statusForm}>
      {(['Available', 'Busy'] as const).map((status) => (
        <Button
          key={status}
          size="small"
          variant={chosen === status ? 'ghost' : 'secondary'}
          disabled={chosen === status}
          loading={set.isPending && set.variables === status}
          onClick={() => set.mutate(status)}
        >
          Set {status}
        </Button>
      ))}
      {change?.at && (
        <span className={page.muted}>
          Status set by {change.by?.name ?? 'a former user'}, {formatDate(change.at, 'dateTime')}
        </span>
      )}
      <FailureAlert error={set.error} />
    </div>
  );
}
