import type { OrderFormInput, PayloadFile } from '../../../common/api/orders.js';
import { fakeMp4, fakePng, startUpload, uploadWhole } from '../drive.js';
import { call } from '../call-route.js';
import type { TestUser } from '../factories.js';
import type { TestApp } from '../test-app.js';
// Orders the way a Partner places them and a staff member delivers them: through the routes.

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
  orderId: string,
  kind: 'video' | 'image' = 'video',
) {
  const file =
    kind === 'video'
      ? await videoFile(t, staff, 'Deliveries', 'final.mp4')
      : await imageFile(t, staff, 'Deliveries', 'final.png');
  const res = await sendFulfillmentForm(t, staff, client.uid, {
    videoData: { requestId: orderId },
    file: [{ author: staff.uid, uri: file.uri }],
  });
  return { res, file };
}
