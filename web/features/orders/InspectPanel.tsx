import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DriveFile } from '../../../common/api/drive';
import type { ProductionRequest } from '../../../common/api/orders';
import { dashboardPaths } from '../../../common/paths';
import { isDelivered, isExpired, isOpen } from '../../../common/order-state';
import type { Session } from '../../app/session';
import { Button, ButtonLink } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { QueryState } from '../../components/QueryState';
import { formatDate } from '../../lib/format-date';
import { FilePreviewDialog } from '../drive/public';
import { PublishPanel } from '../publishing/public';
import { AskedNotes, ReviewStudio, RevisionNotesSummary } from '../review/public';
import { DeliveryReviewPanel } from './DeliveryReviewPanel';
import { ExtendOrderDialog } from './ExtendOrderDialog';
import { revisionsText, timeUntil } from './format';
import { OrderFileList } from './OrderFileList';
import { orderFolderQuery, pickOrderFiles, type OrderFiles } from './order-files';
import { PassOffDialog, PassOffPanel } from './PassOff';
import { RevisionDialog } from './RevisionDialog';
import { StartWorkButton } from './StartWorkButton';
import page from '../../styles/page.module.css';
import styles from './Orders.module.css';

/** The Inspect tab (docs/product.md §2): the order's details, the staff's actions, and its files. */
export function InspectPanel({ order, session }: { order: ProductionRequest; session: Session }) {
  const expired = isExpired(order);
  return (
    <div className={`${page.stack} ${styles.inspect}`}>
      {expired && <ExpiredNotice order={order} isClient={session.uid === order.clientUser.uid} />}
      <PassOffPanel order={order} viewer={session} />
      {isOpen(order) && order.staffUser.uid === session.uid && <StaffActions order={order} />}
      <DeliveryReviewPanel order={order} session={session} />
      {order.type === 'Edit' &&
        order.review?.state === 'accepted' &&
        session.uid === order.clientUser.uid && (
          <PublishPanel orderId={order.requestId} timeZone={session.timeZone} />
        )}
      {isDelivered(order) && order.type === 'Edit' && (
        <ButtonLink to={dashboardPaths.versions(order.requestId)} variant="secondary">
          Versions, compare and guest links
        </ButtonLink>
      )}
      {order.isRevision && !isDelivered(order) && (
        <RevisionNotesSummary orderId={order.requestId} noteLink={noteLinkFor(order, session)} />
      )}
      <OrderFacts order={order} />
      <OrderFilesSection order={order} session={session} />
    </div>
  );
}

/** The staff member working on an open revision opens a note at its frame on the Fulfill screen. */
function noteLinkFor(order: ProductionRequest, session: Session) {
  if (!isOpen(order) || order.staffUser.uid !== session.uid) return undefined;
  return (note: string) =>
    dashboardPaths.deliver({ order: order.requestId, client: order.clientUser.uid, note });
}

function ExpiredNotice({ order, isClient }: { order: ProductionRequest; isClient: boolean }) {
  return (
    <section className={styles.expired} aria-labelledby="expired-title">
      <Icon name="alert" size={28} />
      <div>
        <h3 id="expired-title" className={styles.expiredTitle}>
          Request Expired
        </h3>
        <p>
          This order was not delivered by its due time ({formatDate(order.dueTime, 'dateTime')}) and
          was cancelled.
          {isClient ? ' Its credit went back to your account.' : ''}
        </p>
      </div>
    </section>
  );
}

function StaffActions({ order }: { order: ProductionRequest }) {
  const [extending, setExtending] = useState(false);
  const [passingOff, setPassingOff] = useState(false);
  const canStart = !order.isRevision && !order.progress.flags.requestActivated;
  const passOffActive =
    order.passOff !== null &&
    (order.passOff.state === 'Pending' || order.passOff.state === 'Assigned');
  const deliver = dashboardPaths.deliver({ order: order.requestId, client: order.clientUser.uid });
  return (
    <section className={styles.staffActions} aria-label="Your actions">
      {canStart && <StartWorkButton orderId={order.requestId} />}
      <ButtonLink to={deliver} variant={canStart ? 'secondary' : 'primary'}>
        Deliver
      </ButtonLink>
      {!order.isRevision && (
        <Button variant="secondary" onClick={() => setExtending(true)}>
          Ask for more time
        </Button>
      )}
      {!order.isRevision && !passOffActive && (
        <Button variant="secondary" onClick={() => setPassingOff(true)}>
          Pass off
        </Button>
      )}
      <ExtendOrderDialog
        order={extending ? order : null}
        onClose={() => setExtending(false)}
        inboxLink={false}
      />
      <PassOffDialog order={order} open={passingOff} onClose={() => setPassingOff(false)} />
    </section>
  );
}

function OrderFacts({ order }: { order: ProductionRequest }) {
  const moved = order.originalDueTime !== order.dueTime;
  return (
    <section className={styles.factsSection} aria-labelledby="order-details-title">
      <h3 id="order-details-title" className="visually-hidden">
        Details
      </h3>
      <dl className={styles.facts}>
        <div>
          <dt>Type</dt>
          <dd>
            {order.type}
            {order.product ? ` · ${order.product}` : ''}
            {order.isRevision ? ` · Revision (version ${order.version})` : ''}
          </dd>
        </div>
        <div>
          <dt>Client</dt>
          <dd>{order.clientUser.name}</dd>
        </div>
        <div>
          <dt>Staff</dt>
          <dd>{order.staffUser.name}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatDate(order.createdTime, 'dateTime')}</dd>
        </div>
        <div>
          <dt>Due</dt>
          <dd>
            {formatDate(order.dueTime, 'dateTime')}
            {isOpen(order) && <span className={page.muted}> ({timeUntil(order.dueTime)})</span>}
            {moved && (
              <span className={styles.factNote}>
                Originally {formatDate(order.originalDueTime, 'dateTime')}
              </span>
            )}
          </dd>
        </div>
        {order.closedTime && (
          <div>
            <dt>{isDelivered(order) ? 'Delivered' : 'Closed'}</dt>
            <dd>{formatDate(order.closedTime, 'dateTime')}</dd>
          </div>
        )}
        {order.durationMinutes !== null && (
          <div>
            <dt>Duration</dt>
            <dd>{order.durationMinutes} min</dd>
          </div>
        )}
        <div className={styles.factWide}>
          <dt>Revisions</dt>
          <dd>{revisionsText(order)}</dd>
        </div>
      </dl>
      <div className={styles.message}>
        <h3 className={styles.subTitle}>{order.isRevision ? 'What should change' : 'Message'}</h3>
        {order.message ? (
          <p className={styles.messageText}>{order.message}</p>
        ) : (
          <p className={page.muted}>No message.</p>
        )}
      </div>
    </section>
  );
}

function OrderFilesSection({ order, session }: { order: ProductionRequest; session: Session }) {
  const folder = useQuery(orderFolderQuery(order.folderId));
  // docs/product.md §5: a revision is offered only to the Partner, on an Edit's delivered files.
  const canRevise =
    session.uid === order.clientUser.uid && order.type === 'Edit' && !order.revisionDisabled;

  return (
    <QueryState query={folder} compact>
      {(contents) => (
        <OrderFileSections
          files={pickOrderFiles(contents, order)}
          order={order}
          canRevise={canRevise}
        />
      )}
    </QueryState>
  );
}

/** The order's deliveries, the delivery a revision revises, and the raw files, with their dialogs. */
function OrderFileSections({
  files,
  order,
  canRevise,
}: {
  files: OrderFiles;
  order: ProductionRequest;
  canRevise: boolean;
}) {
  const [preview, setPreview] = useState<DriveFile | null>(null);
  const [revising, setRevising] = useState<DriveFile | null>(null);
  return (
    <div className={`${page.stack} ${styles.fileSections}`}>
      <OrderFileList
        title="Deliveries"
        files={files.deliveries}
        empty={isOpen(order) ? 'Nothing delivered yet.' : 'Nothing was delivered for this order.'}
        onPreview={setPreview}
        onRevise={canRevise ? setRevising : undefined}
      />
      {isDelivered(order) &&
        files.deliveries
          .filter((f) => f.kind === 'video')
          .map((f) => <ReviewStudio key={f.id} orderId={order.requestId} file={f} />)}
      {isDelivered(order) && order.isRevision && (
        <AskedNotes
          orderId={order.requestId}
          heading="Notes asked for this revision"
          showResolved
        />
      )}
      {order.isRevision && (
        <OrderFileList
          title="Delivery being revised"
          files={files.revised}
          empty="The earlier delivery is not available."
          onPreview={setPreview}
        />
      )}
      <OrderFileList
        title="Raw files"
        files={files.raw}
        empty="No files came with this order."
        onPreview={setPreview}
      />
      <FilePreviewDialog file={preview} onClose={() => setPreview(null)} />
      <RevisionDialog order={order} file={revising} onClose={() => setRevising(null)} />
    </div>
  );
}
