import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** One order of a chain, with what the versions list needs. */
export type ChainOrder = Pick<
  Database['production_requests'],
  | 'id'
  | 'title'
  | 'type'
  | 'client_id'
  | 'staff_id'
  | 'of_request_id'
  | 'version'
  | 'status'
  | 'closed_at'
  | 'close_reason'
  | 'accepted_at'
  | 'video_request_id'
>;

/** A delivered file of an order. */
export type DeliveredFile = {
  id: string;
  orderId: string;
  name: string;
  mime: string;
  kind: 'video' | 'image';
  uploaderId: string;
};

export function versionsRepository(db: Kysely<Database>) {
  const columns = [
    'id',
    'title',
    'type',
    'client_id',
    'staff_id',
    'of_request_id',
    'version',
    'status',
    'closed_at',
    'close_reason',
    'accepted_at',
    'video_request_id',
  ] as const;
  return {
    findOrder(id: string): Promise<ChainOrder | undefined> {
      return db
        .selectFrom('production_requests')
        .select(columns)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Every order that shares the order's video and kind: the order and its revisions. */
    sameWork(order: Pick<ChainOrder, 'video_request_id' | 'type'>): Promise<ChainOrder[]> {
      return db
        .selectFrom('production_requests')
        .select(columns)
        .where('video_request_id', '=', order.video_request_id)
        .where('type', '=', order.type)
        .orderBy('version')
        .execute();
    },

    /** The finished files attached to the orders as their delivery (layer 2). */
    async deliveredFiles(orderIds: readonly string[]): Promise<DeliveredFile[]> {
      if (orderIds.length === 0) return [];
      const rows = await db
        .selectFrom('drive_files')
        .select(['id', 'order_id', 'original_name', 'mime', 'kind', 'uploader_id'])
        .where('order_id', 'in', [...orderIds])
        .where('layer', '=', 2)
        .where('state', '=', 'finished')
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        orderId: r.order_id as string,
        name: r.original_name,
        mime: r.mime,
        kind: r.kind,
        uploaderId: r.uploader_id,
      }));
    },
  };
}

export type VersionsRepository = ReturnType<typeof versionsRepository>;
