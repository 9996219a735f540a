import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { DriveFile } from '../../../common/api/drive';
import {
  RevisionMessageAlone,
  RevisionRequest,
  type ProductionRequest,
} from '../../../common/api/orders';
import { errorCatalogue } from '../../../common/errors';
import { orderLimits } from '../../../common/limits';
import { Button, ButtonLink } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { orderKeys, requestRevision } from './api';
import { inboxHref } from './format';
import { TextAreaField } from '../../components/TextAreaField';
import { NotesToSend, useNotesToSend } from '../review/public';
import { DialogForm, DialogNotice, dialogSubmit } from './DialogParts';
import page from '../../styles/page.module.css';

// docs/orders.md: one revision per delivery, and each revision's delivery may be revised again.
const perDelivery =
  'This delivery can be revised once; when the revision is delivered, you can ask for changes to it again, until you accept one.';
const afterSend = (left: number) =>
  left > 0
    ? perDelivery
    : 'This delivery’s revision is used; ask for further changes on the revised delivery once it arrives.';

/** docs/product.md §5: what a Partner with no revision left is told. */
export const noRevisionsMessage = errorCatalogue.no_revisions_left.message;

/**
 * A revision request on a delivered file of an Edit order (docs/product.md §4, §5): the open
 * review notes that go with it, and what should change, 20 to 400 characters, or up to 400 and
 * optional when notes go (they say it). It becomes its own order for the same staff member; with none left, the
 * Partner is told so instead of being offered the form.
 */
export function RevisionDialog({
  order,
  file,
  onClose,
}: {
  order: ProductionRequest;
  file: DriveFile | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={file !== null}
      onClose={onClose}
      title="Request a revision"
      description={file ? `Of ${file.name}, delivered by ${order.staffUser.name}.` : undefined}
    >
      {file && <RevisionForm order={order} file={file} onClose={onClose} />}
    </Dialog>
  );
}

function RevisionForm({
  order,
  file,
  onClose,
}: {
  order: ProductionRequest;
  file: DriveFile;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const toSend = useNotesToSend(order.requestId, file.id);
  const withNotes = toSend.notes.length > 0;
  const form = useForm<z.input<typeof RevisionRequest>, unknown, RevisionRequest>({
    // Each render hands react-hook-form the rule of the notes as they are now (they load, or
    // change live), so the 20-character minimum holds only while no note goes.
    resolver: zodResolver(withNotes ? RevisionRequest : RevisionMessageAlone),
    defaultValues: { message: '' },
  });
  const message = useWatch({ control: form.control, name: 'message' }) ?? '';
  const send = useMutation({
    mutationFn: (values: RevisionRequest) => requestRevision(file.id, values.message),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });

  // The success stays on screen even though the order, refreshed, now has one revision fewer.
  if (send.isSuccess)
    return (
      <DialogNotice
        tone="success"
        focus
        actions={
          <>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            <ButtonLink to={inboxHref(send.data.requestId)} onClick={onClose}>
              Open the revision
            </ButtonLink>
          </>
        }
      >
        Revision sent! {order.staffUser.name} has it as a new order.{' '}
        {afterSend(send.data.revisionsLeft)}
      </DialogNotice>
    );

  if (order.revisions <= 0)
    return (
      <DialogNotice
        tone="warning"
        actions={
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        }
      >
        {noRevisionsMessage}
      </DialogNotice>
    );

  return (
    <DialogForm
      {...dialogSubmit(form, send)}
      onCancel={onClose}
      submitLabel="Send revision request"
      intro={
        <>
          <p className={page.muted}>{perDelivery}</p>
          {toSend.ready && <NotesToSend notes={toSend.notes} />}
        </>
      }
    >
      <TextAreaField
        label={withNotes ? 'What should change? (optional with notes)' : 'What should change?'}
        minChars={withNotes ? 0 : orderLimits.revisionMessageMin}
        maxChars={orderLimits.revisionMessageMax}
        length={message.length}
        error={form.formState.errors.message?.message}
        {...form.register('message')}
      />
    </DialogForm>
  );
}
