import { Link, useSearchParams } from 'react-router';
import { dashboardPaths } from '../../../common/paths';
import { Alert } from '../../components/Alert';
import { Icon } from '../../components/Icon';
import { QueryState } from '../../components/QueryState';
import { Select } from '../../components/Select';
import { WaitingScreen, waitingTexts } from '../../components/WaitingScreen';
import { FileUploader } from '../drive/public';
import { uploadKindOf } from './form-data';
import { OrderChoice } from './OrderChoice';
import { SendFooter } from './SendFooter';
import { TextAreaField } from '../../components/TextAreaField';
import { orderLimits } from '../../../common/limits';
import { AskedNotes } from '../review/public';
import { useDeliveryForm } from './use-delivery-form';
import page from '../../styles/page.module.css';
import styles from './send.module.css';

type Delivery = ReturnType<typeof useDeliveryForm>;

/**
 * The staff member's delivery form at /dashboard/production/send (docs/product.md §2, §5): a client, one
 * of that client's open orders assigned to me, and the finished files. `?client=&order=` (links
 * from the Inbox) preselect both. A failed delivery comes back to the form as it was.
 */
export function DeliveryForm() {
  const delivery = useDeliveryForm();
  return (
    <QueryState
      query={delivery.contacts}
      isEmpty={() => delivery.clients.length === 0}
      empty={
        <p className={page.empty}>
          You are not on a Partner&apos;s team yet, so there is nothing to deliver. The Support Team
          adds you to teams; <Link to={dashboardPaths.chat({ user: 'admin' })}>message them</Link>{' '}
          if you expected one.
        </p>
      }
    >
      {() => <DeliveryFormBody delivery={delivery} />}
    </QueryState>
  );
}

function DeliveryFormBody({ delivery }: { delivery: Delivery }) {
  const { order, refusal } = delivery;
  const noteParam = useSearchParams()[0].get('note');
  return (
    <>
      {delivery.sending && <WaitingScreen label={waitingTexts.deliveringOrder} />}
      {/* Outside the form: each note has its own reply form, and forms do not nest. */}
      {order?.isRevision && !delivery.sending && (
        <section className={`${page.surface} ${styles.part}`} aria-label="Review notes">
          <AskedNotes orderId={order.requestId} initialNoteId={noteParam} />
        </section>
      )}
      {/* Hidden, not unmounted, while sending: a failure must find the form as it was. */}
      <form
        className={styles.form}
        noValidate
        hidden={delivery.sending}
        aria-label="Fulfill"
        onSubmit={(event) => {
          event.preventDefault();
          delivery.submit();
        }}
      >
        <div className={`${page.surface} ${styles.part}`}>
          <Select
            label="Client"
            value={delivery.clientKnown ? delivery.client : ''}
            onChange={(event) => delivery.chooseClient(event.target.value)}
            aria-required="true"
            error={refusal?.at === 'client' ? refusal.message : undefined}
          >
            <option value="">Choose a client</option>
            {delivery.clients.map((c) => (
              <option key={c.uid} value={c.uid}>
                {c.name}
                {c.username ? ` (@${c.username})` : ''}
              </option>
            ))}
          </Select>
          {delivery.client !== '' && !delivery.clientKnown && (
            <Alert tone="warning">The client in this link is not one of your clients.</Alert>
          )}
        </div>

        {delivery.clientKnown && <OrderPicker delivery={delivery} />}

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
              folderName={delivery.folderName}
              onChange={delivery.onFiles}
              label={order.type === 'Edit' ? 'Videos' : 'Images'}
              hint={`Upload the finished ${order.type === 'Edit' ? 'video' : 'thumbnail'}: at least one file.`}
            />
            <TextAreaField
              label="Note for the client (optional)"
              hint={`Shown with the delivery, such as "the music is a placeholder". Up to ${orderLimits.deliveryMessageMax} characters.`}
              maxChars={orderLimits.deliveryMessageMax}
              length={delivery.note.length}
              rows={3}
              value={delivery.note}
              onChange={(event) => delivery.setNote(event.target.value)}
            />
          </section>
        )}

        <SendFooter failure={delivery.failure} reason={delivery.reason}>
          Fulfill order
        </SendFooter>
      </form>
    </>
  );
}

/** The client's open orders assigned to me, as radio cards. */
function OrderPicker({ delivery }: { delivery: Delivery }) {
  const { order, refusal } = delivery;
  return (
    <fieldset className={`${page.surface} ${styles.part}`}>
      <legend className={`${styles.partHead} ${styles.legend}`}>
        <Icon name="film" /> Order
      </legend>
      <QueryState
        query={delivery.orders}
        compact
        isEmpty={() => delivery.shown.length === 0}
        empty={
          <p className={page.empty}>{delivery.clientName} has no open orders assigned to you.</p>
        }
      >
        {() => (
          <>
            {delivery.linkMissed && !delivery.picked && (
              <Alert tone="warning">
                The order in this link is no longer open or not assigned to you. Choose one below.
              </Alert>
            )}
            <ul className={`${page.bareList} ${styles.choices}`}>
              {delivery.shown.map((item) => (
                <li key={item.requestId}>
                  <OrderChoice
                    item={item}
                    checked={order?.requestId === item.requestId}
                    onChoose={() => delivery.chooseOrder(item)}
                  />
                </li>
              ))}
            </ul>
            {refusal?.at === 'order' && <Alert tone="error">{refusal.message}</Alert>}
          </>
        )}
      </QueryState>
    </fieldset>
  );
}
