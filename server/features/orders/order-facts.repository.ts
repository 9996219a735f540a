import type { Kysely } from 'kysely';
import type { OrderType } from '../../../common/api/orders.js';
import type { Database } from '../../db/schema.js';
import { orderRowStates, orderStates } from './order-states.js';

// What another feature may read of orders without knowing their table: one order's facts, and
// the delivered orders of a video. The states are this feature's (order-states.ts), not theirs.

/** One order as another feature decides on it. */
export type OrderFacts = {
  id: string;
  type: OrderType;
  title: string;
  /** The Partner who placed it. */
  clientId: string;
  /** The video it belongs to, shared by the edit and the thumbnail ordered together. */
  videoId: string;
  /** Accepted by its Partner, or automatically after a week. */
  accepted: boolean;
};

/** The facts of the order `orderId`, or undefined when there is none. */
export async function orderFacts(
  db: Kysely<Database>,
  orderId: string,
): Promise<OrderFacts | undefined> {
  const row = await db
    .selectFrom('production_requests')
    .select(['id', 'type', 'title', 'client_id', 'video_request_id', 'accepted_at'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      type: row.type,
      title: row.title,
      clientId: row.client_id,
      videoId: row.video_request_id,
      accepted: orderRowStates.isAccepted(row),
    }
  );
}

/** The ids of the delivered orders of `type` (revisions included) of one video of a Partner. */
export async function deliveredOrdersOfVideo(
  db: Kysely<Database>,
  video: { videoId: string; clientId: string; type: OrderType },
): Promise<string[]> {
  const rows = await db
    .selectFrom('production_requests')
    .select('id')
    .where('video_request_id', '=', video.videoId)
    .where('client_id', '=', video.clientId)
    .where('type', '=', video.type)
    .where(orderStates().delivered)
    .execute();
  return rows.map((r) => r.id);
}
