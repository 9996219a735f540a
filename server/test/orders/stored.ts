import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../../db/schema.js';
import { openOrderRow } from '../../features/orders/order-records.repository.js';
import { grantCredits, spendCredit } from '../../features/payments/payments.public.js';
import type { TestUser } from '../factories.js';
import type { TestApp } from '../test-app.js';
import type { OrdersTestApp } from './app.js';
import { orderRow } from './reads.js';

const hourMs = 3_600_000;

// Orders, revisions and files written straight into the tables, in whatever state a test needs.

/** A stored order. */
export type StoredOrder = Database['production_requests'];

/**
 * Inserts an order of `client` for `staff`, created at `createdAt` and due `dueInHours` later,
 * in a new folder of the client's (or `folder_id`). With `spend`, a credit is granted and spent
 * on it as placing does.
 */
export async function insertOrder(
  t: Pick<TestApp, 'db'>,
  people: { client: Pick<TestUser, 'uid'>; staff: Pick<TestUser, 'uid'> },
  over: Partial<StoredOrder> & { createdAt: string; dueInHours?: number; spend?: boolean },
): Promise<StoredOrder> {
  const { createdAt, dueInHours = 48, spend = false, ...fields } = over;
  const folderId = fields.folder_id ?? randomUUID();
  if (!fields.folder_id)
    await t.db
      .insertInto('drive_folders')
      .values({
        id: folderId,
        owner_id: people.client.uid,
        name: `order ${folderId.slice(0, 8)}`,
        created_at: createdAt,
      })
      .execute();
  const type = fields.type ?? 'Edit';
  const row: StoredOrder = {
    ...openOrderRow({
      id: randomUUID(),
      video_request_id: randomUUID(),
      type,
      title: 'Speedrun highlights',
      message: 'Cut the boring parts.',
      client_id: people.client.uid,
      staff_id: people.staff.uid,
      author_id: people.client.uid,
      folder_id: folderId,
      product: type === 'Edit' ? 'Video Edit' : null,
      duration_minutes: type === 'Edit' ? 10 : null,
      created_at: createdAt,
      due_at: new Date(Date.parse(createdAt) + dueInHours * hourMs).toISOString(),
    }),
    ...fields,
  };
  await t.db.insertInto('production_requests').values(row).execute();
  if (spend) await spendOn(t, row);
  return row;
}

/** Grants the order's client one credit of its kind and spends it on the order. */
async function spendOn(t: Pick<TestApp, 'db'>, order: StoredOrder): Promise<void> {
  const edit = order.type === 'Edit';
  await grantCredits(t.db, {
    userId: order.client_id,
    product: edit ? 'Video Edit' : 'Video Thumbnail',
    durationMinutes: edit ? 10 : null,
    quantity: 1,
    note: 'test',
    at: order.created_at,
  });
  await t.db.transaction().execute((trx) =>
    spendCredit(trx, {
      userId: order.client_id,
      orderId: order.id,
      kind: edit ? 'edit' : 'thumbnail',
      durationMinutes: edit ? 10 : null,
      at: order.created_at,
    }),
  );
}

/**
 * Inserts a revision of a delivered edit, now and due in 2 days, as the revision route would,
 * with `over` applied.
 */
export async function insertRevision(
  t: OrdersTestApp,
  ofId: string,
  over: Partial<StoredOrder> = {},
): Promise<string> {
  const original = await orderRow(t, ofId);
  const revision = await insertOrder(
    t,
    { client: { uid: original.client_id }, staff: { uid: original.staff_id } },
    {
      createdAt: t.clock.iso(),
      video_request_id: original.video_request_id,
      type: original.type,
      title: original.title,
      message: original.message,
      author_id: original.author_id,
      folder_id: original.folder_id,
      is_revision: 1,
      of_request_id: ofId,
      product: null,
      duration_minutes: null,
      ...over,
    },
  );
  return revision.id;
}

/** Adds a finished file to an order's folder: layer 2 is a delivery, layer 1 raw footage. */
export async function insertOrderFile(
  t: Pick<TestApp, 'db'>,
  order: Pick<StoredOrder, 'id' | 'folder_id' | 'staff_id' | 'client_id'>,
  options: { layer?: 1 | 2; mime?: string; onOrder?: boolean } = {},
): Promise<string> {
  const layer = options.layer ?? 2;
  const id = randomBytes(16).toString('hex');
  const mime = options.mime ?? 'video/mp4';
  const at = new Date().toISOString();
  await t.db
    .insertInto('drive_files')
    .values({
      id,
      folder_id: order.folder_id,
      uploader_id: layer === 2 ? order.staff_id : order.client_id,
      original_name: layer === 2 ? 'final.mp4' : 'raw.mp4',
      stored_name: id,
      mime,
      kind: mime.startsWith('image/') ? 'image' : 'video',
      size: 1000,
      sha256: null,
      state: 'finished',
      paused: 0,
      layer,
      order_id: options.onOrder === false ? null : order.id,
      created_at: at,
      finished_at: at,
    })
    .execute();
  return id;
}
