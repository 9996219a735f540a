import type { OrderFormInput, PayloadFile } from '../../../common/api/orders.js';
import type { ProductName } from '../../../common/api/payments.js';
import type { TestUser } from '../../test/factories.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { fakeMp4, fakePng, startUpload, uploadWhole } from '../../test/drive.js';
import { grantCredits } from '../payments/payments.public.js';
import { addMember, teamCast } from '../teams/teams-fixtures.js';
import type { OrderNotice } from './order-notifier.js';

// Set-up shared by the orders test files: an app with a clock and a notifier that records, a
// Partner with a team and credits, uploads, and calls of the order routes.

/** A test app whose clock the test moves and whose notifier records every notice. */
export type OrdersTestApp = TestApp & {
  notices: OrderNotice[];
  clock: { now: Date; advanceHours(hours: number): void; set(iso: string): void };
};

/** The time every orders test file starts at. */
export const startTime = '2026-11-23T10:00:00.000Z';

/** Builds the app with a controllable clock and a recording notifier. */
export async function buildOrdersApp(): Promise<OrdersTestApp> {
  const notices: OrderNotice[] = [];
  const clock = {
    now: new Date(startTime),
    advanceHours(hours: number) {
      clock.now = new Date(clock.now.getTime() + hours * 3_600_000);
    },
    set(iso: string) {
      clock.now = new Date(iso);
    },
  };
  const t = await buildTestApp({
    now: () => clock.now,
    orderNotifier: {
      async notify(notice) {
        notices.push(notice);
      },
    },
  });
  return Object.assign(t, { notices, clock });
}

/**
 * The teams cast; the Standard Partner's team has the editor (2 days) and the artist (1 day),
 * the Premium Partner's the second editor (4 days), the second artist (3 days) and the
 * all-rounder. Both Partners get credits: two 10-minute Video Edits and two thumbnails.
 */
export async function orderCast(t: OrdersTestApp) {
  const cast = await teamCast(t);
  await addMember(t, cast.admin, cast.partner, cast.editor, ['Editor']);
  await addMember(t, cast.admin, cast.partner, cast.artist, ['Artist']);
  await addMember(t, cast.admin, cast.premium, cast.editor2, ['Editor']);
  await addMember(t, cast.admin, cast.premium, cast.artist2, ['Artist']);
  await addMember(t, cast.admin, cast.premium, cast.allrounder, ['Editor', 'Artist']);
  for (const who of [cast.partner, cast.premium]) {
    await grant(t, who, 'Video Edit', 10, 2);
    await grant(t, who, 'Video Thumbnail', null, 2);
  }
  return cast;
}

/** Gives a user credits straight in the ledger. */
export async function grant(
  t: TestApp,
  who: TestUser,
  product: ProductName,
  durationMinutes: number | null,
  quantity: number,
) {
  await grantCredits(t.db, {
    userId: who.uid,
    product,
    durationMinutes,
    quantity,
    note: 'test',
    at: new Date().toISOString(),
  });
}

/** A finished video upload of `user` in `directory`, as a production-form file. */
export async function videoFile(
  t: TestApp,
  user: TestUser,
  directory = 'Order 1',
  name = 'footage.mp4',
): Promise<PayloadFile & { id: string }> {
  const { uri, id } = await uploadWhole(t, user, fakeMp4(4000), {
    directory,
    type: 'video/mp4',
    name,
  });
  return { name, type: 'video/mp4', uri, id };
}

/** A finished image upload of `user` in `directory`, as a production-form file. */
export async function imageFile(
  t: TestApp,
  user: TestUser,
  directory = 'Order 1',
  name = 'reference.png',
): Promise<PayloadFile & { id: string }> {
  const { uri, id } = await uploadWhole(t, user, fakePng(2000), {
    directory,
    type: 'image/png',
    name,
  });
  return { name, type: 'image/png', uri, id };
}

/** A video upload that was started but not finished. */
export async function unfinishedVideo(
  t: TestApp,
  user: TestUser,
  directory = 'Order 1',
): Promise<PayloadFile & { id: string }> {
  const res = await startUpload(t, user, { size: 5000, directory, type: 'video/mp4' });
  const { uri, upload_id: id } = res.json<{ uri: string; upload_id: string }>();
  return { name: 'partial.mp4', type: 'video/mp4', uri, id };
}

/** A production form ordering an edit and a thumbnail, with `over` applied. */
export function orderForm(
  cast: { editor: TestUser; artist: TestUser },
  over: Partial<OrderFormInput> = {},
): OrderFormInput {
  return {
    videoName: 'My Speedrun',
    duration: 10,
    editDescription: 'Cut the boring parts.',
    thumbnailDescription: 'Big red arrow.',
    editsEnabled: true,
    thumbnailsEnabled: true,
    assignedEditor: cast.editor.uid,
    assignedArtist: cast.artist.uid,
    ...over,
  };
}

/** POST /api/comm/send-production-form as `who`. */
export function sendProductionForm(t: TestApp, who: TestUser, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/comm/send-production-form',
    headers: who.headers,
    payload: body as object,
  });
}

/**
 * Places an order of an edit (with one video) and a thumbnail (with one image) for `partner`,
 * failing the test if refused. Returns the answer and the uploads.
 */
export async function placeOrder(
  t: TestApp,
  partner: TestUser,
  cast: { editor: TestUser; artist: TestUser },
  over: Partial<OrderFormInput> = {},
  folderName = `Order ${Math.random().toString(36).slice(2, 8)}`,
) {
  const form = orderForm(cast, over);
  const files: Array<PayloadFile & { id: string }> = [];
  if (form.editsEnabled) files.push(await videoFile(t, partner, folderName));
  if (form.thumbnailsEnabled) files.push(await imageFile(t, partner, folderName));
  const res = await sendProductionForm(t, partner, {
    folderName,
    form,
    file: files.map(({ name, type, uri }) => ({ name, type, uri })),
  });
  if (res.statusCode !== 200) throw new Error(`order answered ${res.statusCode}: ${res.body}`);
  const answer = res.json<{ videoRequestId: string; requestIds: string[] }>();
  const [editId, thumbnailId] = form.editsEnabled
    ? [answer.requestIds[0], answer.requestIds[1]]
    : [undefined, answer.requestIds[0]];
  return { ...answer, editId, thumbnailId, files, folderName };
}

/** POST /api/comm/send-fulfillment-form?uid={client} as `who`. */
export function sendFulfillmentForm(t: TestApp, who: TestUser, client: string, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `/api/comm/send-fulfillment-form?uid=${client}`,
    headers: who.headers,
    payload: body as object,
  });
}

/** Delivers an order with one fresh upload of the staff member of the right kind. */
export async function deliver(
  t: TestApp,
  staff: TestUser,
  client: TestUser,
  requestId: string,
  kind: 'video' | 'image' = 'video',
) {
  const file =
    kind === 'video'
      ? await videoFile(t, staff, 'Deliveries', 'final.mp4')
      : await imageFile(t, staff, 'Deliveries', 'final.png');
  const res = await sendFulfillmentForm(t, staff, client.uid, {
    videoData: { requestId },
    file: [{ author: staff.uid, uri: file.uri }],
  });
  return { res, file };
}

/** A request as `who`. */
export function call(
  t: TestApp,
  who: TestUser | undefined,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    ...(who ? { headers: who.headers } : {}),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

/** Every row the orders feature writes or spends, to compare before and after a refusal. */
export async function ordersSnapshot(t: TestApp): Promise<string> {
  const [orders, extensions, passOffs, earnings, credits, balances, files, folders] =
    await Promise.all([
      t.db.selectFrom('production_requests').selectAll().orderBy('id').execute(),
      t.db.selectFrom('extension_requests').selectAll().orderBy('request_id').execute(),
      t.db.selectFrom('pass_offs').selectAll().orderBy('request_id').execute(),
      t.db.selectFrom('staff_earnings').selectAll().orderBy('id').execute(),
      t.db.selectFrom('credit_entries').selectAll().orderBy('id').execute(),
      t.db
        .selectFrom('credit_balances')
        .selectAll()
        .orderBy('user_id')
        .orderBy('product')
        .orderBy('duration_minutes')
        .execute(),
      t.db.selectFrom('drive_files').selectAll().orderBy('id').execute(),
      t.db.selectFrom('drive_folders').selectAll().orderBy('id').execute(),
    ]);
  return JSON.stringify({
    orders,
    extensions,
    passOffs,
    earnings,
    credits,
    balances,
    files: files.map((f) => ({ ...f, size: Number(f.size) })),
    folders,
  });
}

/** The stored order. */
export function orderRow(t: TestApp, id: string) {
  return t.db
    .selectFrom('production_requests')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}
