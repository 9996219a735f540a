import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BookedVacation } from '../../../common/api/teams';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { DialogActions } from '../../components/DialogActions';
import { FailureAlert } from '../../components/FailureAlert';
import { formatDate, formatDay } from '../../lib/format-date';
import page from '../../styles/page.module.css';
import { cancelVacation, endVacation, teamKeys } from './api';
import styles from './StaffProfile.module.css';

/** Who did it and when, for the history: "by Ada Admin, 28 Nov 2026, 10:05". */
const byline = (by: BookedVacation['bookedBy'], at: string | null) =>
  `${by ? `by ${by.name}` : 'by a former user'}${at ? `, ${formatDate(at, 'dateTime')}` : ''}`;

type VacationState = 'Cancelled' | 'Ended early' | 'Taken' | 'Now' | 'Booked';

function stateOf(vacation: BookedVacation, today: string): VacationState {
  if (vacation.cancelledAt) return 'Cancelled';
  if (vacation.endedAt) return 'Ended early';
  if (vacation.end < today) return 'Taken';
  return vacation.start <= today ? 'Now' : 'Booked';
}

/** What the row's button does, asked before it is done: both change who gets new orders. */
const actions = {
  Booked: {
    button: 'Cancel',
    title: 'Cancel this vacation?',
    confirm: 'Cancel vacation',
    keep: 'Keep it',
    text: (range: string) =>
      `${range} is freed: new orders can be assigned on those days. The history keeps it as cancelled.`,
  },
  Now: {
    button: 'End today',
    title: 'End this vacation today?',
    confirm: 'End vacation',
    keep: 'Keep it',
    text: (range: string) =>
      `${range} ends today instead: today becomes its last day, and new orders can be assigned again from now on.`,
  },
};

/** One range of the history, with Cancel (not begun) or End today (in progress). */
export function VacationRow({ vacation, today }: { vacation: BookedVacation; today: string }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const state = stateOf(vacation, today);
  const change = useMutation({
    mutationFn: () => (state === 'Now' ? endVacation(vacation.id) : cancelVacation(vacation.id)),
    onSuccess: () => {
      setAsking(false);
      void queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
  });
  const range = `${formatDay(vacation.start)} – ${formatDay(vacation.end)}`;
  const action = state === 'Booked' || state === 'Now' ? actions[state] : undefined;
  return (
    <li className={styles.vacation}>
      <span>
        <strong>{range}</strong> <span className={styles.vacationState}>{state}</span>
      </span>
      <span className={page.muted}>
        Booked {byline(vacation.bookedBy, vacation.bookedAt)}
        {vacation.cancelledAt &&
          ` · cancelled ${byline(vacation.cancelledBy, vacation.cancelledAt)}`}
        {vacation.endedAt && ` · ended early ${byline(vacation.endedBy, vacation.endedAt)}`}
      </span>
      {action && (
        <Button
          size="small"
          variant="ghost"
          onClick={() => {
            change.reset();
            setAsking(true);
          }}
          aria-label={`${action.button}: the vacation ${range}`}
        >
          {action.button}
        </Button>
      )}
      {action && (
        <Dialog
          open={asking}
          onClose={() => setAsking(false)}
          title={action.title}
          description={action.text(range)}
        >
          <FailureAlert error={change.error} />
          <DialogActions>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              {action.keep}
            </Button>
            <Button loading={change.isPending} onClick={() => change.mutate()}>
              {action.confirm}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </li>
  );
}
