import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../../db/schema.js';
import { createUser, type TestUser } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';
import { grantCredits, spendCredit } from '../payments/payments.public.js';
import type { OrderNotice, OrderNotifier } from './order-notifier.js';

// Fixtures of the extension, revision and deadline tests: orders are written straight into the
// tables, so these tests do not depend on how orders are placed and delivered.

/** A clock the test moves by hand. */
export function manualClock(startIso = '2026-12-01T10:00:00.000Z') {
  let ms = Date.parse(startIso);
  return {
    now: () => new Date(ms),
    iso: () => new Date(ms).toISOString(),
    advanceHours(hours: number) {
      ms += hours * 3_600_000;
    },
  };
}

/** A notifier that remembers every notice, for tests of who was told what. */
export function recordingNotifier(): OrderNotifier & { notices: OrderNotice[] } {
  const notices: OrderNotice[] = [];
  return {
    notices,
    async notify(notice) {
      notices.push(notice);
    },
  };
}

/** The people of an order test: a Partner and their editor and artist, plus strangers. */
export async function orderCast(t: TestApp) {
  const [partner, editor, artist, admin, otherPartner, otherEditor] = await Promise.all([
    createUser(t, { accountType: 'Partner', name: 'Pat Partner' }),
    createUser(t, {
      accountType: 'Production',
      name: 'Eddie Editor',
      isEditor: true,
      editSpeedDays: 2,
    }),
    createUser(t, { accountType: 'Production', name: 'Art Artist', isArtist: true }),
    createUser(t, { accountType: 'Admin', name: 'Ada Admin' }),
    createUser(t, { accountType: 'Partner', name: 'Other Partner' }),
    createUser(t, {
      accountType: 'Production',
      name: 'Other Editor',
      isEditor: true,
      editSpeedDays: 1,
    }),
  ]);
  return { partner, editor, artist, admin, otherPartner, otherEditor };
}

const hourMs = 3_600_000;

/**
 * Inserts an order of `client` for `staff`, created at `createdAt` and due `dueInHours` later,
 * in a folder of the client's. With `spend`, a credit is granted and spent on it as placing does.
 */
export async function insertOrder(
  t: TestApp,
  people: { client: TestUser; staff: TestUser },
  over: Partial<Database['production_requests']> & {
    createdAt: string;
    dueInHours?: number;
    spend?: boolean;
  },
): Promise<Database['production_requests']> {
  const { createdAt, dueInHours = 48, spend = false, ...fields } = over;
  const folderId = randomUUID();
  await t.db
    .insertInto('drive_folders')
    .values({
      id: folderId,
      owner_id: people.client.uid,
      name: `order ${folderId.slice(0, 8)}`,
      created_at: createdAt,
    })
    .execute();
  const due = new Date(Date.parse(createdAt) + dueInHours * hourMs).toISOString();
  const type = fields.type ?? 'Edit';
  const row: Database['production_requests'] = {
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
    is_revision: 0,
    of_request_id: null,
    revisions_left: 0,
    status: 'open',
    created_at: createdAt,
    due_at: due,
    original_due_at: due,
    activated_at: null,
    closed_at: null,
    close_reason: null,
    ...fields,
  };
  await t.db.insertInto('production_requests').values(row).execute();
  if (spend) {
    const edit = row.type === 'Edit';
    await grantCredits(t.db, {
      userId: row.client_id,
      product: edit ? 'Video Edit' : 'Video Thumbnail',
      durationMinutes: edit ? 10 : null,
      quantity: 1,
      note: 'test',
      at: createdAt,
    });
    await t.db.transaction().execute((trx) =>
      spendCredit(trx, {
        userId: row.client_id,
        orderId: row.id,
        kind: edit ? 'edit' : 'thumbnail',
        durationMinutes: edit ? 10 : null,
        at: createdAt,
      }),
    );
  }
  return row;
}

/** Adds a finished file to an order's folder: layer 2 is a delivery, layer 1 raw footage. */
export async function insertOrderFile(
  t: TestApp,
  order: Pick<Database['production_requests'], 'id' | 'folder_id' | 'staff_id' | 'client_id'>,
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

/** The stored order. */
export function orderRow(t: TestApp, id: string) {
  return t.db
    .selectFrom('production_requests')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** A user's rating. */
export async function ratingOf(t: TestApp, uid: string): Promise<number> {
  const row = await t.db
    .selectFrom('users')
    .select('rating')
    .where('id', '=', uid)
    .executeTakeFirstOrThrow();
  return Number(row.rating);
}
