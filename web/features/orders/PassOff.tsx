import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  PassOffRequest,
  type PassOffAnswer,
  type ProductionRequest,
} from '../../../common/api/orders';
import { orderLimits } from '../../../common/limits';
import { isOpen } from '../../../common/order-state';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { useToast } from '../../components/Toast';
import { describeFailure } from '../../lib/api-client';
import { answerPassOff, orderKeys, requestPassOff } from './api';
import { TextAreaField } from '../../components/TextAreaField';
import { FailureAlert } from '../../components/FailureAlert';
import { AnswerButtons } from './AnswerButtons';
import { DialogForm, DialogNotice, dialogSubmit } from './DialogParts';
import { PassOffAssign } from './PassOffAssign';
import page from '../../styles/page.module.css';
import styles from './Orders.module.css';

/** 'Pass off': the assigned staff member asks an Admin to hand the order to someone else. */
export function PassOffDialog({
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
      title="Pass off this order"
      description="An Admin picks a new staff member, who then accepts. Keep working on it until then."
    >
      <PassOffForm order={order} onClose={onClose} />
    </Dialog>
  );
}

function PassOffForm({ order, onClose }: { order: ProductionRequest; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<z.input<typeof PassOffRequest>, unknown, PassOffRequest>({
    resolver: zodResolver(PassOffRequest),
    defaultValues: { requestId: order.requestId, reason: '' },
  });
  const reason = useWatch({ control: form.control, name: 'reason' }) ?? '';
  const send = useMutation({
    mutationFn: requestPassOff,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });

  if (send.isSuccess)
    return (
      <DialogNotice tone="success" focus actions={<Button onClick={onClose}>Done</Button>}>
        Pass-off requested. An Admin will pick a new staff member for this order.
      </DialogNotice>
    );

  return (
    <DialogForm {...dialogSubmit(form, send)} onCancel={onClose} submitLabel="Request pass-off">
      <TextAreaField
        label="Why pass it off?"
        maxChars={orderLimits.passOffReasonMax}
        length={reason.length}
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
    </DialogForm>
  );
}

/**
 * What a pass-off in progress shows in the Inspect tab: to an Admin, the staff picker while it
 * waits for one (Pending, or Declined by the last pick); to the new staff member, Accept and
 * Decline; to the staff member who asked, that it is waiting.
 */
export function PassOffPanel({
  order,
  viewer,
}: {
  order: ProductionRequest;
  viewer: { uid: string | null; accountType: string };
}) {
  const passOff = order.passOff;
  if (!passOff || !isOpen(order)) return null;
  const isAdmin = viewer.accountType === 'Admin';
  const isNewStaff = passOff.newStaff !== null && passOff.newStaff.uid === viewer.uid;
  const isOwner = order.staffUser.uid === viewer.uid;
  const waitingForAdmin = passOff.state === 'Pending' || passOff.state === 'Declined';

  if (isAdmin && waitingForAdmin) return <PassOffAssign order={order} />;
  if (isNewStaff && passOff.state === 'Assigned') return <PassOffAnswerPanel order={order} />;
  if (!isOwner && !isAdmin) return null;
  return (
    <section className={styles.notice} aria-labelledby="pass-off-title">
      <h3 id="pass-off-title" className={styles.subTitle}>
        Pass-off requested
      </h3>
      <p>
        {isOwner ? 'You asked' : `${passOff.from} asked`} to pass this order off:{' '}
        <q>{passOff.reason}</q>
      </p>
      <p className={page.muted}>
        {passOff.state === 'Assigned' && passOff.newStaff
          ? `Waiting for ${passOff.newStaff.name} to accept.`
          : passOff.state === 'Declined'
            ? 'The staff member picked declined; an Admin will pick someone else.'
            : 'Waiting for an Admin to pick a new staff member.'}
      </p>
    </section>
  );
}

function PassOffAnswerPanel({ order }: { order: ProductionRequest }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const answer = useMutation({
    mutationFn: (body: PassOffAnswer) => answerPassOff(order.requestId, body),
    onSuccess: (_status, body) => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      toast.show(
        body.state === 'Accepted' ? 'The order is yours now.' : 'You declined the order.',
        { tone: 'success' },
      );
    },
  });
  const failure = answer.isError ? describeFailure(answer.error) : undefined;
  const passOff = order.passOff;
  return (
    <section className={styles.notice} data-tone="important" aria-labelledby="pass-off-title">
      <h3 id="pass-off-title" className={styles.subTitle}>
        An order is passed to you
      </h3>
      <p>
        {passOff?.from ?? order.staffName} passes this order to you
        {passOff?.reason ? (
          <>
            : <q>{passOff.reason}</q>
          </>
        ) : (
          '.'
        )}
      </p>
      <FailureAlert failure={failure} focus={false} />
      <AnswerButtons answer={answer} />
    </section>
  );
}
