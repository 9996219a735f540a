import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { staffPayCents } from '../../../common/staff-pay.js';
import type { DemoIds } from '../../db/seed.js';
import type { Database } from '../../db/schema.js';

const dayMs = 86_400_000;

/** The title of the demo's accepted edit, which seedDemoFiles later gives a delivered video. */
export const demoDeliveredTitle = 'Launch trailer';

/**
 * Demo pay: one edit the demo editor delivered to the demo Partner on the 3rd of last month,
 * accepted two days later, with its earning at the editor's tier 2, so there is a finished month
 * to close on the Payouts page from the first start.
 */
export async function seedPayouts(db: Kysely<Database>, ids: DemoIds): Promise<void> {
  const editor = ids.editor;
  const partner = ids.partner;
  if (!editor || !partner) throw new Error('demo editor or partner is missing');
  const now = new Date();
  const delivered = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 3, 10));
  const at = (days: number) => new Date(delivered.getTime() + days * dayMs).toISOString();
  const folderId = randomUUID();
  const orderId = randomUUID();
  await db
    .insertInto('drive_folders')
    .values({ id: folderId, owner_id: partner, name: demoDeliveredTitle, created_at: at(-2) })
    .execute();
  await db
    .insertInto('production_requests')
    .values({
      id: orderId,
      video_request_id: randomUUID(),
      type: 'Edit',
      title: demoDeliveredTitle,
      message: 'A punchy cut of the launch stream.',
      client_id: partner,
      staff_id: editor,
      author_id: partner,
      folder_id: folderId,
      product: 'Video Edit',
      duration_minutes: 10,
      is_revision: 0,
      of_request_id: null,
      revisions_left: 2,
      status: 'fulfilled',
      created_at: at(-2),
      due_at: at(0),
      original_due_at: at(0),
      activated_at: at(-2),
      closed_at: at(2),
      close_reason: 'Fulfilled',
      delivery_message: null,
      accepted_at: at(2),
      accepted_by: 'partner',
      review_stars: 5,
      review_comment: null,
      version: 1,
    })
    .execute();
  const tier = 2;
  await db
    .insertInto('staff_earnings')
    .values({
      id: randomUUID(),
      staff_id: editor,
      request_id: orderId,
      tier,
      amount_cents: staffPayCents(
        { type: 'Edit', product: 'Video Edit', durationMinutes: 10, isRevision: false },
        tier,
      ),
      created_at: at(0),
    })
    .execute();
}
