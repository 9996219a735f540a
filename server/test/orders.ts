import { randomBytes, randomUUID } from 'node:crypto';
import { beforeEach } from 'vitest';
import type { OrderFormInput, PayloadFile } from '../../common/api/orders.js';
import type { ProductName } from '../../common/api/payments.js';
import type { Database } from '../db/schema.js';
import { fakeMp4, fakePng, startUpload, uploadWhole } from './drive.js';
import { openOrderRow } from '../features/orders/order-records.repository.js';
import type { OrderNotice, OrderNotifier } from '../features/orders/orders.public.js';
import { grantCredits, spendCredit } from '../features/payments/payments.public.js';
import { addMember, teamCast } from './teams.js';
import { call } from './call-route.js';
import { createUser, type TestUser } from './factories.js';
import type { TestApp } from './test-app.js';
import { useTestApp } from './use-test-app.js';

// The set-up of the orders tests: an app on a clock the test moves, the people of an order, and
// the ways to get an order: `placeOrder` through the production form, as a Partner does, or
// `insertOrder` straight into the tables, in whatever state the test needs.

export { call };

const hourMs = 3_600_000;

/** The time the orders tests start at, unless they ask for another. */
export const startTime = '2026-11-23T10:00:00.000Z';

/** A clock the test moves by hand. */
export type TestClock = {
  now(): Date;
  iso(): string;
  advanceHours(hours: number): void;
  set(iso: string): void;
};

/** A clock at `startIso` that moves only when told. */
export function testClock(startIso: string = startTime): TestClock {
  let ms = Date.parse(startIso);
  return {
    now: () => new Date(ms),
    iso: () => new Date(ms).toISOString(),
    advanceHours(hours) {
      ms += hours * hourMs;
    },
    set(iso) {
      ms = Date.parse(iso);
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

/** A test app on a clock the test moves, with the order notices it sent. */
export type OrdersTestApp = TestApp & { clock: TestClock; notices: OrderNotice[] };

/** The people of the default orders test: see orderCast. */
export type OrderCast = Awaited<ReturnType<typeof orderCast>>;

/** How an orders test file's app lives and whom each test starts with; see useOrdersApp. */
export type OrdersAppOptions<C> = {
  start?: string;
  lifetime?: 'file' | 'test';
  notifier?: 'recording' | 'live';
  cast?: (t: OrdersTestApp) => Promise<C>;
};

/** An object that reads through to whatever `current()` is at the moment of each read. */
function liveView<T extends object>(current: () => T, own: Partial<T> = {}): T {
  const pick = (key: string | symbol) => (key in own ? own : current());
  return new Proxy(own as T, {
    get: (_, key) => Reflect.get(pick(key), key),
    has: (_, key) => key in pick(key),
    ownKeys: () => [...new Set([...Reflect.ownKeys(own), ...Reflect.ownKeys(current())])],
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(pick(key), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

/**
 * The one line of set-up of an orders test file: `const { t, cast } = useOrdersApp()`. Before
 * each test the clock is back at `start`, the notices are cleared and a new `cast` is made
 * (orderCast unless told; `cast` always reads the current one). By default one app serves the
 * whole file and its notifier only records; `lifetime: 'test'` gives every test a new app and
 * database (for tests that scan or count every order), `notifier: 'live'` keeps the real notifier
 * (order_events, e-mails, chat) and leaves `notices` empty.
 */
export function useOrdersApp<C extends object = OrderCast>(
  options: OrdersAppOptions<C> = {},
): { t: OrdersTestApp; cast: C; clock: TestClock } {
  const start = options.start ?? startTime;
  const makeCast = options.cast ?? (orderCast as unknown as (t: OrdersTestApp) => Promise<C>);
  const clock = testClock(start);
  const recorder = recordingNotifier();
  const app = useTestApp(
    { now: clock.now, ...(options.notifier === 'live' ? {} : { orderNotifier: recorder }) },
    options.lifetime,
  );
  const t = liveView<OrdersTestApp>(app as () => OrdersTestApp, {
    clock,
    notices: recorder.notices,
  });
  let cast: C | undefined;
  beforeEach(async () => {
    clock.set(start);
    recorder.notices.length = 0;
    cast = await makeCast(t);
  });
  const currentCast = () => {
    if (!cast) throw new Error('the cast is made before each test; read it inside a test');
    return cast;
  };
  return { t, cast: liveView(currentCast), clock };
}

/**
 * The options of test files that count or scan every order, or read what the live notifier wrote
 * (order_events, e-mails): a new app for every test, the real notifier, from 2026-12-01 10:00 UTC,
 * and the people of orderPeople.
 */
export const isolated = {
  start: '2026-12-01T10:00:00.000Z',
  lifetime: 'test',
  notifier: 'live',
  cast: orderPeople,
} as const;

/** The people of an order inserted by `insertOrder`: a Partner, their editor and artist, strangers. */
export async function orderPeople(t: Pick<TestApp, 'db' | 'jwtKey'>) {
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

/**
 * The people of an order placed by `placeOrder`: the teams cast, where the Standard Partner's team
 * has the editor (2 days) and the artist (1 day), and the Premium Partner's the second editor
 * (4 days), the second artist (3 days) and the all-rounder. Both Partners get credits: two
 * 10-minute Video Edits and two thumbnails.
 */
export async function orderCast(t: TestApp) {
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
  t: Pick<TestApp, 'db'>,
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

/** What a test upload of each kind is made of. */
const sampleOf = {
  video: { type: 'video/mp4', bytes: () => fakeMp4(4000) },
  image: { type: 'image/png', bytes: () => fakePng(2000) },
} as const;

/** A finished upload of `user` in `directory`, as a production-form file. */
async function finishedUpload(
  t: TestApp,
  user: TestUser,
  kind: keyof typeof sampleOf,
  directory: string,
  name: string,
): Promise<PayloadFile & { id: string }> {
  const { type, bytes } = sampleOf[kind];
  const { uri, id } = await uploadWhole(t, user, bytes(), { directory, type, name });
  return { name, type, uri, id };
}

/** Finished uploads of one kind, named `defaultName` unless told otherwise. */
const uploadsOf =
  (kind: keyof typeof sampleOf, defaultName: string) =>
  (t: TestApp, user: TestUser, directory = 'Order 1', name = defaultName) =>
    finishedUpload(t, user, kind, directory, name);

/** A finished video upload of `user` in `directory`, as a production-form file. */
export const videoFile = uploadsOf('video', 'footage.mp4');

/** A finished image upload of `user` in `directory`, as a production-form file. */
export const imageFile = uploadsOf('image', 'reference.png');

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
  return call(t, who, 'POST', '/api/comm/send-production-form', body);
}

/**
 * Places an order of an edit (with one video) and a thumbnail (with one image) for `partner`
 * through the production form, failing the test if refused. Returns the answer and the uploads.
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
  return call(t, who, 'POST', `/api/comm/send-fulfillment-form?uid=${client}`, body);
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

/** The stored order. */
export function orderRow(t: Pick<TestApp, 'db'>, id: string): Promise<StoredOrder> {
  return t.db
    .selectFrom('production_requests')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** A user's rating. */
export async function ratingOf(t: Pick<TestApp, 'db'>, uid: string): Promise<number> {
  const row = await t.db
    .selectFrom('users')
    .select('rating')
    .where('id', '=', uid)
    .executeTakeFirstOrThrow();
  return Number(row.rating);
}

/** Every row the orders feature writes or spends, to compare before and after a refusal. */
export async function ordersSnapshot(t: Pick<TestApp, 'db'>): Promise<string> {
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
