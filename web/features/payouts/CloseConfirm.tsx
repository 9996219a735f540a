import type { ClosePreview } from '../../../common/api/payouts';
import { formatCents } from '../../../common/pricing';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { DialogActions } from '../../components/DialogActions';
import { formatDay } from '../../lib/format-date';

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "October 2026: 3 payees (2 staff, 1 Affiliate), $27.40", as the Admin confirms the close. */
export function previewText(preview: ClosePreview): string {
  const month = formatDay(`${preview.period}-01`, 'month');
  if (preview.payees === 0) return `${month}: nobody has anything to be paid.`;
  const who = [
    preview.staff > 0 ? `${preview.staff} staff` : null,
    preview.affiliates > 0 ? counted(preview.affiliates, 'Affiliate', 'Affiliates') : null,
  ]
    .filter(Boolean)
    .join(', ');
  return `${month}: ${counted(preview.payees, 'payee', 'payees')} (${who}), ${formatCents(preview.totalCents)}.`;
}

/** Asks before a month is closed, with what closing it makes. */
export function CloseConfirm({
  preview,
  closing,
  onConfirm,
  onCancel,
}: {
  preview: ClosePreview;
  closing: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const month = formatDay(`${preview.period}-01`, 'month');
  return (
    <Dialog open onClose={onCancel} title={`Close ${month}?`} description={previewText(preview)}>
      <p>
        Closing makes one statement per payee; it cannot be undone.
        {preview.withoutMethod > 0 &&
          ` ${counted(preview.withoutMethod, 'payee has', 'payees have')} no wallet yet and will be paid by hand.`}
      </p>
      <DialogActions onCancel={onCancel}>
        <Button loading={closing} onClick={onConfirm}>
          Close {month}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
