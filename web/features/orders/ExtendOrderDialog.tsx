import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  ExtensionRequestBody,
  type ExtensionRequestInput,
  type ExtensionRequestView,
  type ProductionRequest,
} from '../../../common/api/orders';
import { orderLimits } from '../../../common/limits';
import { dashboardPaths } from '../../../common/paths';
import { isOpen } from '../../../common/order-state';
import { Alert } from '../../components/Alert';
import { Button, ButtonLink } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Stepper } from '../../components/Stepper';
import { QueryState } from '../../components/QueryState';
import { describeFailure } from '../../lib/api-client';
import { formatDate } from '../../lib/format-date';
import { extensionQuery, orderKeys, requestExtension } from './api';
import { inboxHref, isExtension, timeUntil } from './format';
import { TextAreaField } from '../../components/TextAreaField';
import { FailureAlert } from '../../components/FailureAlert';
import { StartWorkButton } from './StartWorkButton';
import page from '../../styles/page.module.css';
import styles from './Orders.module.css';
import { DialogActions } from '../../components/DialogActions';

type ExtendOrderDialogProps = {
  order: ProductionRequest | null;
  onClose: () => void;
  /** Offer a link to the order in the Inbox (not when the dialog is opened from there). */
  inboxLink?: boolean;
};

/**
 * The extend-order overlay of a staff member (docs/product.md §2, §4, §5): the order's due time, and its
 * request for more time if there is one, else the form to ask for 1 to 4 more days.
 */
export function ExtendOrderDialog({ order, onClose, inboxLink = true }: ExtendOrderDialogProps) {
  return (
    <Dialog
      open={order !== null}
      onClose={onClose}
      title={order ? order.title : 'Order'}
      description={order ? `${order.type} for ${order.clientUser.name}` : undefined}
    >
      {order && <ExtendOrderBody order={order} onClose={onClose} inboxLink={inboxLink} />}
    </Dialog>
  );
}

function ExtendOrderBody({
  order,
  onClose,
  inboxLink,
}: {
  order: ProductionRequest;
  onClose: () => void;
  inboxLink: boolean;
}) {
  const open = isOpen(order);
  const extension = useQuery({ ...extensionQuery(order.requestId), enabled: !order.isRevision });
  const moved = order.originalDueTime !== order.dueTime;

  return (
    <div className={styles.dialogBody}>
      <dl className={styles.miniFacts}>
        <div>
          <dt>Due</dt>
          <dd>
            {formatDate(order.dueTime, 'dateTime')}
            {open && <span className={page.muted}> ({timeUntil(order.dueTime)})</span>}
          </dd>
        </div>
        {moved && (
          <div>
            <dt>Originally due</dt>
            <dd>{formatDate(order.originalDueTime, 'dateTime')}</dd>
          </div>
        )}
        <div>
          <dt>Work</dt>
          <dd>
            {order.progress.flags.requestActivated || order.isRevision ? 'Started' : 'Not started'}
          </dd>
        </div>
      </dl>

      {!open ? (
        <Alert tone="info">This order is closed; its due time can no longer move.</Alert>
      ) : order.isRevision ? (
        <Alert tone="info">
          This is a revision: it keeps its due time and cannot be given more time.
        </Alert>
      ) : (
        <QueryState query={extension} compact>
          {(data) =>
            isExtension(data) ? (
              <ExtensionState extension={data} order={order} />
            ) : (
              <ExtensionForm order={order} />
            )
          }
        </QueryState>
      )}

      <DialogActions>
        {open && !order.isRevision && !order.progress.flags.requestActivated && (
          <StartWorkButton orderId={order.requestId} variant="secondary" />
        )}
        {inboxLink && (
          <ButtonLink to={inboxHref(order.requestId)} variant="secondary" onClick={onClose}>
            Open in Inbox
          </ButtonLink>
        )}
      </DialogActions>
    </div>
  );
}

/** Where the staff member's request for more time stands. */
function ExtensionState({
  extension,
  order,
}: {
  extension: ExtensionRequestView;
  order: ProductionRequest;
}) {
  const days = `${extension.extension} more ${extension.extension === 1 ? 'day' : 'days'}`;
  return (
    <section className={styles.extension} aria-labelledby="extension-state-title">
      <h3 id="extension-state-title" className={styles.subTitle}>
        More time: {extension.state}
      </h3>
      <p>
        You asked for {days} on {formatDate(extension.createdTime, 'dateTime')}
        {extension.reason ? ':' : '.'}
      </p>
      {extension.reason && <blockquote className={styles.quote}>{extension.reason}</blockquote>}
      {extension.state === 'Pending' && (
        <p className={page.muted}>
          Waiting for {order.clientUser.name}&apos;s answer until{' '}
          {formatDate(extension.expiresTime, 'dateTime')} ({timeUntil(extension.expiresTime)}).
          Without an answer, the original due time stands.
        </p>
      )}
      {extension.state === 'Accepted' && (
        <p>Accepted: the order is now due {formatDate(order.dueTime, 'dateTime')}.</p>
      )}
      {extension.state === 'Declined' && (
        <p>Declined: the due time stays {formatDate(order.dueTime, 'dateTime')}.</p>
      )}
      {extension.state === 'Expired' && (
        <p>Not answered within 24 hours: the original due time stands.</p>
      )}
      <p className={page.muted}>One request for more time is allowed per video.</p>
    </section>
  );
}

/** 'Ask for more time': 1 to 4 days (default 1) and a reason of up to 400 characters. */
function ExtensionForm({ order }: { order: ProductionRequest }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<ExtensionRequestInput, unknown, ExtensionRequestBody>({
    resolver: zodResolver(ExtensionRequestBody),
    defaultValues: {
      extension: orderLimits.extensionDaysDefault,
      requestId: order.requestId,
      reason: '',
    },
  });
  const reason = useWatch({ control: form.control, name: 'reason' }) ?? '';
  const send = useMutation({
    mutationFn: requestExtension,
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void navigate(dashboardPaths.sendReviewOf({ type: 'extend', extension: answer.extension }));
    },
  });
  const failure = send.isError ? describeFailure(send.error) : undefined;

  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby="extension-form-title"
      onSubmit={form.handleSubmit((values) => send.mutate(values))}
    >
      <h3 id="extension-form-title" className={styles.subTitle}>
        Ask for more time
      </h3>
      <p className={page.muted}>
        {order.clientUser.name} has 24 hours to answer; without an answer the original due time
        stands. One request per video.
      </p>
      <FailureAlert failure={failure} />
      <Controller
        control={form.control}
        name="extension"
        render={({ field, fieldState }) => (
          <Stepper
            label="Extra days"
            value={field.value ?? null}
            // An emptied input stays empty (null) so the schema refuses it, rather than defaulting to 1.
            onChange={(value) => field.onChange(value)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            name={field.name}
            min={orderLimits.extensionDaysMin}
            max={orderLimits.extensionDaysMax}
            unit="days"
            hint={`${orderLimits.extensionDaysMin} to ${orderLimits.extensionDaysMax} days.`}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextAreaField
        label="Reason (optional)"
        maxChars={orderLimits.extensionReasonMax}
        length={reason.length}
        error={form.formState.errors.reason?.message}
        {...form.register('reason')}
      />
      <div className={styles.formActions}>
        <Button type="submit" loading={send.isPending}>
          Send request
        </Button>
      </div>
    </form>
  );
}
