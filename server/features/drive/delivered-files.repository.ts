import type { Kysely } from 'kysely';
import type { UploadKind } from '../../../common/api/drive.js';
import type { Database } from '../../db/schema.js';

// What another feature may read of the drive's files to send their bytes elsewhere: the finished
// deliveries of orders, and where one file's bytes are stored.

/** A finished delivered file (layer 2) of an order. */
export type DeliveredFile = {
  id: string;
  /** The uploader's own file name. */
  name: string;
  mime: string;
  size: number;
  orderId: string;
};

/** Where a file's bytes are kept (the name in FileStorage), its type and size. */
export type StoredFile = { storedName: string; mime: string; size: number };

/** The finished delivered files of `kind` of the orders `orderIds`, newest first. */
export async function deliveredFiles(
  db: Kysely<Database>,
  orderIds: readonly string[],
  kind: UploadKind,
): Promise<DeliveredFile[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .selectFrom('drive_files')
    .select(['id', 'original_name', 'mime', 'size', 'order_id'])
    .where('order_id', 'in', [...orderIds])
    .where('layer', '=', 2)
    .where('kind', '=', kind)
    .where('state', '=', 'finished')
    .orderBy('finished_at', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.original_name,
    mime: r.mime,
    size: Number(r.size),
    orderId: r.order_id ?? '',
  }));
}

/** The stored bytes' name, type and size of the file `fileId`, or undefined when there is none. */
export async function storedFileOf(
  db: Kysely<Database>,
  fileId: string,
): Promise<StoredFile | undefined> {
  const row = await db
    .selectFrom('drive_files')
    .select(['stored_name', 'mime', 'size'])
    .where('id', '=', fileId)
    .executeTakeFirst();
  return row && { storedName: row.stored_name, mime: row.mime, size: Number(row.size) };
}
