import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MonthReview } from '../../../common/api/games';
import { addMonths, daysLeftInMonth } from '../../../common/ownership';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { DialogActions } from '../../components/DialogActions';
import { FailureAlert } from '../../components/FailureAlert';
import { useToast } from '../../components/Toast';
import { formatDate, utcDay } from '../../lib/format-date';
import page from '../../styles/page.module.css';
import { closeMonth, gameKeys } from './api';
import { monthName } from './format';
import styles from './Games.module.css';

/** When the month was closed, or what is left to review before it can be. */
export function CloseSummary({ data, onClose }: { data: MonthReview; onClose: () => void }) {
  if (data.closed)
    return (
      <p className={styles.closedNote} role="status">
        {monthName(data.month)} was closed on {formatDate(data.closed.at, 'dateTime')}
        {data.closed.by ? ` by ${data.closed.by}` : ''}. {monthName(addMonths(data.month, 1))}’s
        shares are set.
      </p>
    );
  return (
    <div className={styles.closeBox}>
      <p className={page.muted}>
        {data.pendingVideos === 0
          ? 'Every video is reviewed.'
          : `${data.pendingVideos} video${data.pendingVideos === 1 ? '' : 's'} still to review.`}
      </p>
      <Button onClick={onClose} disabled={data.pendingVideos > 0}>
        Close {monthName(data.month)}
      </Button>
    </div>
  );
}

/** Closing the current month early: how many days it gives up, and where later videos go. */
function EarlyCloseWarning({ data }: { data: MonthReview }) {
  const left = daysLeftInMonth(data.month, utcDay(new Date()));
  if (left === 0) return null;
  const next = addMonths(data.month, 1);
  return (
    <Alert tone="warning" className={styles.closeWarning}>
      {monthName(data.month)} still has {left} day{left === 1 ? '' : 's'} to go. Videos sent from
      now on are reviewed in {monthName(next)} and count toward {monthName(addMonths(next, 1))}’s
      shares, not {monthName(next)}’s.
    </Alert>
  );
}

/** Asks before closing the month: next month's shares are then set for good. */
export function CloseDialog({
  open,
  data,
  onClose,
}: {
  open: boolean;
  data: MonthReview;
  onClose: () => void;
}) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const close = useMutation({
    mutationFn: () => closeMonth(data.month),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: gameKeys.all });
      toast.show(
        answer.alreadyClosed
          ? `${monthName(answer.month)} was already closed; nothing changed.`
          : `${monthName(answer.month)} closed: ${monthName(addMonths(answer.month, 1))}’s shares are set.`,
        { tone: 'success' },
      );
      onClose();
    },
  });
  return (
    <Dialog
      open={open}
      onClose={() => {
        close.reset();
        onClose();
      }}
      title={`Close ${monthName(data.month)}?`}
      description={`Each partner's share for ${monthName(addMonths(data.month, 1))} is set from the videos approved in ${monthName(data.month)}. This cannot be undone.`}
    >
      <div className={styles.dialogBody}>
        <EarlyCloseWarning data={data} />
        <FailureAlert error={close.error} />
        <DialogActions onCancel={onClose}>
          <Button
            loading={close.isPending}
            onClick={() => {
              if (!close.isPending) close.mutate();
            }}
          >
            Close the month
          </Button>
        </DialogActions>
      </div>
    </Dialog>
  );
}
