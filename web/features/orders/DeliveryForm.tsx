import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { timestampFolderName } from '../../../common/api/drive';
import {
  FulfillmentRequest,
  type OrderType,
  type ProductionRequest,
} from '../../../common/api/orders';
import { errorCatalogue, requiredMessage } from '../../../common/errors';
import { dashboardPaths } from '../../../common/paths';
import { useSession } from '../../app/session';
import { Alert } from '../../components/Alert';
import { Icon } from '../../components/Icon';
import { QueryError } from '../../components/QueryError';
import { Select } from '../../components/Select';
import { WaitingScreen, waitingTexts } from '../../components/WaitingScreen';
import { describeFailure } from '../../lib/api-client';
import { formatDate } from '../../lib/format-date';
import { allUploadsFinished, FileUploader, type UploadedFile } from '../drive/public';
import { friendshipsQuery } from '../teams/public';
import { orderKeys, ordersQuery, deliverOrder } from './api';
import { uploadKindOf } from './form-data';
import page from '../../styles/page.module.css';
import styles from './send.module.css';
import { SendFooter } from './SendFooter';

const noun = (type: OrderType) => (type === 'Edit' ? 'videos' : 'images');
const dayMs = 86_400_000;

/** Why Submit is disabled right now, or null when it is not (docs/product.md §5: client, order, a file). */
function blockedReason(
  client: string,
  order: ProductionRequest | null,
  files: readonly UploadedFile[],
): string | null {
  if (!client) return 'Choose a client.';
  if (!order) return 'Choose the order you are delivering.';
  if (files.length === 0) return 'Add at least one file.';
  if (files.some((f) => f.state === 'failed'))
    return 'An upload failed: retry it or remove it to continue.';
  if (!allUploadsFinished(files)) return 'Waiting for every upload to finish.';
  return null;
}

/**
 * The staff member's delivery form at /dashboard/production/send (docs/product.md §2, §5): a client, one
 * of that client's open orders assigned to me, and the finished files. `?client=&order=` (links
 * from the Inbox) preselect both. A failed delivery comes back to the form as it was.
 */
export function DeliveryForm() {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [folderName] = useState(() => timestampFolderName());
  const [client, setClient] = useState(() => params.get('client') ?? '');
  // The order from the link is picked once the client's orders have loaded.
  const [linkedOrder, setLinkedOrder] = useState(() => params.get('order'));
  const [picked, setPicked] = useState<ProductionRequest | null>(null);
  const [files, setFiles] = useState<UploadedFile[]>([]);
  // A change refused while files exist, and which control it belongs to.
  const [refusal, setRefusal] = useState<{ at: 'client' | 'order'; message: string } | null>(null);
  const [localFailure, setLocalFailure] = useState<string | null>(null);

  const contacts = useQuery(friendshipsQuery(session.uid));
  const clients = (contacts.data ?? []).filter((c) => c.accountType === 'Partner');
  const clientKnown = clients.some((c) => c.uid === client);
  const orders = useQuery({
    ...ordersQuery(session.uid, {
      type: 'unfulfilled',
      ...(clientKnown ? { uid: client } : {}),
    }),
    enabled: session.uid !== null && clientKnown,
  });
  const items = (orders.data?.items ?? []).filter((o) => o.status === 'open');
  const order = picked ?? items.find((o) => o.requestId === linkedOrder) ?? null;
  // A picked order stays listed even if a refresh drops it, so its uploads are not lost.
  const shown =
    order && !items.some((o) => o.requestId === order.requestId) ? [order, ...items] : items;
  const linkMissed =
    linkedOrder !== null && orders.isSuccess && !items.some((o) => o.requestId === linkedOrder);

  const deliver = useMutation({
    mutationFn: (input: { client: string; body: FulfillmentRequest }) =>
      deliverOrder(input.client, input.body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void navigate(dashboardPaths.sendReviewOf({ type: 'fulfill' }));
    },
  });

  const chooseClient = (uid: string) => {
    if (uid === client) return;
    if (files.length > 0) {
      setRefusal({
        at: 'client',
        message: 'Delete all uploaded files before choosing another client.',
      });
      return;
    }
    setRefusal(null);
    setClient(uid);
    setPicked(null);
    setLinkedOrder(null);
  };
  const chooseOrder = (next: ProductionRequest) => {
    // The uploads are of one kind; another kind of order would need other files.
    if (order && files.length > 0 && next.type !== order.type) {
      setRefusal({
        at: 'order',
        message: `Delete all uploaded ${noun(order.type)} before choosing ${next.type === 'Edit' ? 'an Edit' : 'a Thumbnail'} order.`,
      });
      return;
    }
    setRefusal(null);
    setPicked(next);
  };

  const reason = blockedReason(clientKnown ? client : '', order, files);

  const submit = () => {
    setLocalFailure(null);
    if (reason || !order || !session.uid) return;
    const body = {
      videoData: { requestId: order.requestId },
      file: files.map((f) => ({ author: session.uid ?? '', uri: f.uri ?? '' })),
    };
    const checked = FulfillmentRequest.safeParse(body);
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? requiredMessage;
      setLocalFailure(
        message === requiredMessage ? errorCatalogue.form_incomplete.message : message,
      );
      return;
    }
    deliver.reset();
    deliver.mutate({ client, body: checked.data });
  };

  const failure = deliver.isError
    ? describeFailure(deliver.error)
    : localFailure
      ? { message: localFailure }
      : null;
  const clientName = clients.find((c) => c.uid === client)?.name ?? 'this client';

  if (contacts.isPending) return <WaitingScreen label={waitingTexts.loading} />;
  if (contacts.isError)
    return <QueryError error={contacts.error} onRetry={() => void contacts.refetch()} />;
  if (clients.length === 0)
    return (
      <p className={styles.empty}>
        You are not on a Partner&apos;s team yet, so there is nothing to deliver. The Support Team
        adds you to teams; <Link to={dashboardPaths.chat({ user: 'admin' })}>message them</Link> if
        you expected one.
      </p>
    );

  return (
    <>
      {deliver.isPending && <WaitingScreen label={waitingTexts.deliveringOrder} />}
      {/* Hidden, not unmounted, while sending: a failure must find the form as it was. */}
      <form
        className={styles.form}
        noValidate
        hidden={deliver.isPending}
        aria-label="Fulfill"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className={`${page.surface} ${styles.part}`}>
          <Select
            label="Client"
            value={clientKnown ? client : ''}
            onChange={(event) => chooseClient(event.target.value)}
            aria-required="true"
            error={refusal?.at === 'client' ? refusal.message : undefined}
          >
            <option value="">Choose a client</option>
            {clients.map((c) => (
              <option key={c.uid} value={c.uid}>
                {c.name}
                {c.username ? ` (@${c.username})` : ''}
              </option>
            ))}
          </Select>
          {client !== '' && !clientKnown && (
            <Alert tone="warning">The client in this link is not one of your clients.</Alert>
          )}
        </div>

        {clientKnown && (
          <fieldset className={`${page.surface} ${styles.part}`}>
            <legend className={`${styles.partHead} ${styles.legend}`}>
              <Icon name="film" /> Order
            </legend>
            {orders.isPending ? (
              <WaitingScreen label={waitingTexts.loading} compact />
            ) : orders.isError ? (
              <QueryError error={orders.error} onRetry={() => void orders.refetch()} size="small" />
            ) : shown.length === 0 ? (
              <p className={styles.empty}>{clientName} has no open orders assigned to you.</p>
            ) : (
              <>
                {linkMissed && !picked && (
                  <Alert tone="warning">
                    The order in this link is no longer open or not assigned to you. Choose one
                    below.
                  </Alert>
                )}
                <ul className={styles.choices}>
                  {shown.map((item) => (
                    <li key={item.requestId}>
                      <OrderChoice
                        item={item}
                        checked={order?.requestId === item.requestId}
                        onChoose={() => chooseOrder(item)}
                      />
                    </li>
                  ))}
                </ul>
                {refusal?.at === 'order' && <Alert tone="error">{refusal.message}</Alert>}
              </>
            )}
          </fieldset>
        )}

        {order && (
          <section
            className={`${page.surface} ${styles.part}`}
            aria-labelledby="delivery-files-title"
          >
            <h2 id="delivery-files-title" className={styles.partHead}>
              <Icon name={order.type === 'Edit' ? 'video' : 'image'} /> Finished{' '}
              {order.type === 'Edit' ? 'edit' : 'thumbnail'}
            </h2>
            <FileUploader
              key={order.type}
              kind={uploadKindOf(order.type)}
              folderName={folderName}
              onChange={(list) => {
                setFiles(list);
                // Once files exist, the order they belong to must not depend on a refresh.
                if (list.length > 0 && !picked) setPicked(order);
              }}
              label={order.type === 'Edit' ? 'Videos' : 'Images'}
              hint={`Upload the finished ${order.type === 'Edit' ? 'video' : 'thumbnail'}: at least one file.`}
            />
          </section>
        )}

        <SendFooter failure={failure} reason={reason}>
          Fulfill order
        </SendFooter>
      </form>
    </>
  );
}

/** One open order as a radio card: its title, type and due time. */
function OrderChoice({
  item,
  checked,
  onChoose,
}: {
  item: ProductionRequest;
  checked: boolean;
  onChoose: () => void;
}) {
  const titleId = useId();
  const metaId = useId();
  // When the card was first shown is close enough to mark an order due within a day.
  const [shownAt] = useState(() => Date.now());
  const left = Date.parse(item.dueTime) - shownAt;
  return (
    <label className={styles.choice}>
      <input
        type="radio"
        name="order"
        value={item.requestId}
        checked={checked}
        onChange={onChoose}
        aria-labelledby={titleId}
        aria-describedby={metaId}
      />
      <span className={styles.choiceBody}>
        <span id={titleId} className={styles.choiceTitle}>
          {item.title}
        </span>
        <span id={metaId} className={styles.choiceMeta}>
          <span className={styles.badge}>
            {item.type}
            {item.isRevision ? ' · Revision' : ''}
          </span>
          <span>Due {formatDate(item.dueTime, 'dateTime')}</span>
          {left < dayMs && <strong className={styles.soon}>Under 24 h left</strong>}
        </span>
      </span>
    </label>
  );
}
