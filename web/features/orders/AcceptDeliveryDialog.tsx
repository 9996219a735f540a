import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import {
  AcceptDeliveryRequest,
  type AcceptDeliveryInput,
  type ProductionRequest,
} from '../../../common/api/orders';
import { orderLimits } from '../../../common/limits';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { TextAreaField } from '../../components/TextAreaField';
import { acceptDelivery, orderKeys } from './api';
import { DialogForm, DialogNotice, dialogSubmit } from './DialogParts';
import { StarsField } from './StarsField';
import page from '../../styles/page.module.css';

/**
 * Accept delivery (docs/orders.md "Review"): the Partner rates the delivery 1-5 stars, with an
 * optional comment for the staff member. Accepting ends the order's revisions.
 */
export function AcceptDeliveryDialog({
  order,
  open,
  onClose,
}: {
  order: ProductionRequest;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Accept delivery"
      description={`Rate what ${order.staffUser.name} delivered for "${order.title}".`}
    >
      {open && <AcceptForm order={order} onClose={onClose} />}
    </Dialog>
  );
}

function AcceptForm({ order, onClose }: { order: ProductionRequest; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<AcceptDeliveryInput, unknown, AcceptDeliveryRequest>({
    resolver: zodResolver(AcceptDeliveryRequest),
    defaultValues: { requestId: order.requestId, comment: '' },
  });
  const comment = useWatch({ control: form.control, name: 'comment' }) ?? '';
  const stars = useWatch({ control: form.control, name: 'stars' });
  const send = useMutation({
    mutationFn: (values: AcceptDeliveryRequest) => acceptDelivery(values),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });

  if (send.isSuccess)
    return (
      <DialogNotice
        tone="success"
        focus
        actions={
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        }
      >
        Delivery accepted with {send.data.review?.stars ?? stars} of 5 stars. Thank you!
      </DialogNotice>
    );

  return (
    <DialogForm
      {...dialogSubmit(form, send)}
      onCancel={onClose}
      submitLabel="Accept delivery"
      intro={
        <p className={page.muted}>
          Accepting ends the revisions of this order. To ask for changes instead, close this and use
          Request revision on a delivered file.
        </p>
      }
    >
      <StarsField
        value={typeof stars === 'number' ? stars : null}
        onChange={(value) => form.setValue('stars', value, { shouldValidate: true })}
        // Missing or out of range, the fix is the same: pick a star.
        error={form.formState.errors.stars ? 'Choose 1 to 5 stars.' : undefined}
      />
      <TextAreaField
        label="Comment for the staff member (optional)"
        maxChars={orderLimits.reviewCommentMax}
        length={comment.length}
        rows={3}
        error={form.formState.errors.comment?.message}
        {...form.register('comment')}
      />
    </DialogForm>
  );
}
