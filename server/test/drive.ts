import { randomUUID } from 'node:crypto';
import type { OrderType } from '../../common/api/orders.js';
import type { TestApp } from './test-app.js';

/**
 * Inserts an open order of `clientId` for `staffId` whose files live in `folderId` (a new folder
 * of the client's when not given), straight into the table, for tests of who may see an order
 * and its files. Answers its id.
 */
export async function insertOrder(
  t: Pick<TestApp, 'db'>,
  order: { clientId: string; staffId: string; folderId?: string; title?: string; type?: OrderType },
): Promise<string> {
  const id = randomUUID();
  const at = new Date().toISOString();
  const folderId = order.folderId ?? randomUUID();
  if (!order.folderId)
    await t.db
      .insertInto('drive_folders')
      .values({ id: folderId, owner_id: order.clientId, name: `Order ${id}`, created_at: at })
      .execute();
  await t.db
    .insertInto('production_requests')
    .values({
      id,
      video_request_id: id,
      type: order.type ?? 'Edit',
      title: order.title ?? 'Untitled order',
      message: '',
      client_id: order.clientId,
      staff_id: order.staffId,
      author_id: order.clientId,
      folder_id: folderId,
      product: null,
      duration_minutes: null,
      is_revision: 0,
      of_request_id: null,
      revisions_left: 0,
      status: 'open',
      created_at: at,
      due_at: at,
      original_due_at: at,
      activated_at: null,
      closed_at: null,
      close_reason: null,
    })
    .execute();
  return id;
}
