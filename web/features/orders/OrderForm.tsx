import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../app/session';
import { WaitingScreen, waitingTexts } from '../../components/WaitingScreen';
import { teamQuery } from '../teams/public';
import { editCreditsQuery } from './api';
import { EditPart, OrderBasics, ThumbnailPart } from './OrderFormFields';
import { OrderSummary } from './OrderSummary';
import { SendFooter } from './SendFooter';
import { useOrderForm } from './use-order-form';
import page from '../../styles/page.module.css';
import styles from './send.module.css';

/**
 * The Partner's order form at /dashboard/production/send (docs/product.md §2, §3, §5, §8): a video name,
 * an edit and/or a thumbnail with their credit, staff, description and uploads. Every upload
 * goes into one folder named from the time the form opened.
 */
export function OrderForm() {
  const session = useSession();
  const credits = useQuery(editCreditsQuery(session.uid));
  const team = useQuery(teamQuery(session.uid, session.uid ?? undefined));
  const order = useOrderForm();
  const members = team.data?.members ?? [];
  const parts = { form: order.form, team, members, folderName: order.folderName };

  return (
    <>
      {order.sending && (
        <WaitingScreen
          label={
            order.phase === 'confirming' ? waitingTexts.confirmingOrder : waitingTexts.placingOrder
          }
        />
      )}
      {/* Hidden, not unmounted, while sending: the uploads must survive a refusal. */}
      <form
        className={styles.form}
        noValidate
        hidden={order.sending}
        aria-label="Order"
        onSubmit={order.submit}
      >
        <OrderBasics
          form={order.form}
          credits={credits.data}
          toggle={order.toggle}
          refusal={order.refusal}
        />
        {order.draftFiles.length > 0 && (
          <section className={`${page.surface} ${styles.part}`} aria-labelledby="draft-files">
            <h2 id="draft-files" className={styles.partHead}>
              From your draft
            </h2>
            <p>These uploads go with the order; add more below if needed.</p>
            <ul>
              {order.draftFiles.map((f) => (
                <li key={f.key}>{f.name}</li>
              ))}
            </ul>
          </section>
        )}
        {order.editsEnabled && <EditPart {...parts} {...order.videos} credits={credits} />}
        {order.thumbnailsEnabled && <ThumbnailPart {...parts} {...order.images} />}
        <OrderSummary form={order.form} members={members} credits={credits.data} />
        <SendFooter failure={order.failure} reason={order.reason}>
          Place order
        </SendFooter>
      </form>
    </>
  );
}
