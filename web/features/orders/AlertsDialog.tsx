import {
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
} from '@tanstack/react-query';
import type {
  ExtensionAnswer as ExtensionAnswerBody,
  ExtensionRequestView,
  ProductionRequest,
} from '../../../common/api/orders';
import { Alert } from '../../components/Alert';
import { ButtonLink } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Icon } from '../../components/Icon';
import { QueryState } from '../../components/QueryState';
import { FailureAlert } from '../../components/FailureAlert';
import { describeFailure } from '../../lib/api-client';
import { formatDate } from '../../lib/format-date';
import { alertsOf, type AlertViewer } from './alerts';
import { answerExtension, extensionQuery, orderKeys } from './api';
import { formatSpan, inboxHref, isExtension } from './format';
import { useNow } from './use-now';
import { AnswerButtons } from './AnswerButtons';
import page from '../../styles/page.module.css';
import styles from './Orders.module.css';
import { DialogActions } from '../../components/DialogActions';

/**
 * The alerts overlay of a Partner's activity card (docs/product.md §2, §4): the order's set flags as alerts,
 * a pending request for more time with Accept and Decline, and links to the order in the Inbox.
 */
export function AlertsDialog({
  order,
  viewer,
  onClose,
}: {
  order: ProductionRequest | null;
  viewer: AlertViewer;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={order !== null}
      onClose={onClose}
      title={order ? order.title : 'Alerts'}
      description={
        order
          ? `${order.type} by ${order.staffUser.name} · due ${formatDate(order.dueTime, 'dateTime')}`
          : undefined
      }
    >
      {order && <AlertsBody order={order} viewer={viewer} onClose={onClose} />}
    </Dialog>
  );
}

function AlertsBody({
  order,
  viewer,
  onClose,
}: {
  order: ProductionRequest;
  viewer: AlertViewer;
  onClose: () => void;
}) {
  const alerts = alertsOf(order.progress.flags, viewer);
  return (
    <div className={styles.dialogBody}>
      <section aria-labelledby="alerts-title" className={page.stack}>
        <h3 id="alerts-title" className={styles.subTitle}>
          Alerts
        </h3>
        {alerts.length === 0 ? (
          <p className={page.muted}>Nothing new yet: the order is waiting to be started.</p>
        ) : (
          <ul className={`${page.bareList} ${page.stack} ${styles.alerts}`}>
            {alerts.map((alert) => (
              <li
                key={alert.name}
                className={styles.alert}
                data-important={alert.important || undefined}
              >
                <Icon name={alert.important ? 'alert' : 'check'} size={16} />
                <span>
                  {alert.label}
                  {alert.value ? `: ${alert.value}` : ''}
                </span>
                {alert.important && <span className={styles.importantTag}>Important</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
      {order.progress.flags.moreTimeSent && <ExtensionAnswerPanel order={order} />}
      <DialogActions>
        <ButtonLink to={inboxHref(order.requestId, 'track')} variant="secondary" onClick={onClose}>
          Track
        </ButtonLink>
        <ButtonLink to={inboxHref(order.requestId)} variant="secondary" onClick={onClose}>
          Inspect in Inbox
        </ButtonLink>
      </DialogActions>
    </div>
  );
}

const days = (n: number) => `${n} more ${n === 1 ? 'day' : 'days'}`;

/** The staff member's request for more time, and the Partner's Accept or Decline while Pending. */
function ExtensionAnswerPanel({ order }: { order: ProductionRequest }) {
  const queryClient = useQueryClient();
  const extension = useQuery(extensionQuery(order.requestId));
  const now = useNow();
  const answer = useMutation({
    mutationFn: (body: ExtensionAnswerBody) => answerExtension(order.requestId, body),
    onSuccess: (view) => {
      queryClient.setQueryData(extensionQuery(order.requestId).queryKey, view);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });

  return (
    <QueryState query={extension} compact>
      {(data) =>
        isExtension(data) && (
          <ExtensionAnswer
            view={data}
            order={order}
            left={new Date(data.expiresTime).getTime() - now}
            answer={answer}
          />
        )
      }
    </QueryState>
  );
}

/** Where the request for more time stands, with Accept and Decline while it is Pending. */
function ExtensionAnswer({
  view,
  order,
  left,
  answer,
}: {
  view: ExtensionRequestView;
  order: ProductionRequest;
  left: number;
  answer: UseMutationResult<ExtensionRequestView, Error, ExtensionAnswerBody>;
}) {
  const failure = answer.isError ? describeFailure(answer.error) : undefined;

  return (
    <section className={styles.extension} aria-labelledby="extension-title" data-state={view.state}>
      <h3 id="extension-title" className={styles.subTitle}>
        {view.state === 'Pending' ? 'More time requested' : `More time: ${view.state}`}
      </h3>
      <p>
        {view.staff} asks for <strong>{days(view.extension)}</strong>
        {view.reason ? ':' : '.'}
      </p>
      {view.reason && <blockquote className={styles.quote}>{view.reason}</blockquote>}
      {view.state === 'Pending' && left <= 0 ? (
        <Alert tone="info">The 24 hours to answer have passed: the original due time stands.</Alert>
      ) : view.state === 'Pending' ? (
        <>
          <p className={page.muted}>
            You have {formatSpan(left)} left to answer (until{' '}
            {formatDate(view.expiresTime, 'dateTime')}). Without an answer, the original due time
            stands.
          </p>
          <FailureAlert failure={failure} />
          <AnswerButtons answer={answer} />
        </>
      ) : (
        <Alert
          tone={view.state === 'Accepted' ? 'success' : 'info'}
          focusOnMount={answer.isSuccess}
        >
          {view.state === 'Accepted'
            ? `Accepted: ${view.staff} has ${days(view.extension)}.`
            : view.state === 'Declined'
              ? `Declined: the due time stays ${formatDate(order.dueTime, 'dateTime')}.`
              : 'Not answered within 24 hours: the original due time stands.'}
        </Alert>
      )}
    </section>
  );
}
