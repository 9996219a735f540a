import { driveRoutes } from '../../../common/api/drive.js';
import { teamRoutes } from '../../../common/api/teams.js';
import { orderRoutes } from '../../../common/api/orders.js';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.js';
import { unusedCounts } from '../payments/payments.public.js';
import {
  grant,
  imageFile,
  orderForm,
  orderRow,
  ordersSnapshot,
  placeOrder,
  sendProductionForm,
  startTime,
  unfinishedVideo,
  useOrdersApp,
  videoFile,
} from '../../test/orders.js';
import { callRoute } from '../../test/call-route.js';

const { t, cast } = useOrdersApp();

const plusDays = (days: number) =>
  new Date(Date.parse(startTime) + days * 86_400_000).toISOString();

/** Sends a form whose files are the given uploads, in a fresh folder. */
async function sendWith(
  who: TestUser,
  form: object,
  files: Array<{ name: string; type: string; uri: string }>,
  folderName = 'Order 1',
) {
  return sendProductionForm(t, who, {
    folderName,
    form,
    file: files.map(({ name, type, uri }) => ({ name, type, uri })),
  });
}

describe('POST /api/comm/send-production-form', () => {
  it("takes a draft's uploads named by their ids, as the order form opened from a draft sends them", async () => {
    const { partner } = cast;
    const video = await videoFile(t, partner, '2026-11-20 10:00:00 UTC');
    const res = await sendWith(
      partner,
      orderForm(cast, { thumbnailsEnabled: false }),
      [{ ...video, uri: video.id }],
      '2026-11-20 10:00:00 UTC',
    );
    expect(res.statusCode).toBe(200);
    const [editId = ''] = res.json<{ requestIds: string[] }>().requestIds;
    const file = await t.db
      .selectFrom('drive_files')
      .select(['order_id', 'folder_id'])
      .where('id', '=', video.id)
      .executeTakeFirstOrThrow();
    expect(file.order_id).toBe(editId);
    expect(file.folder_id).toBe((await orderRow(t, editId)).folder_id);
  });

  it('opens an edit and a thumbnail sharing a video request, spends both credits and attaches the uploads', async () => {
    const { partner, editor, artist } = cast;
    const video = await videoFile(t, partner, 'Speedrun 2026-11-23');
    const image = await imageFile(t, partner, 'Speedrun 2026-11-23');
    const res = await sendWith(partner, orderForm(cast), [video, image], 'Speedrun 2026-11-23');
    expect(res.statusCode).toBe(200);
    const { videoRequestId, requestIds: orderIds } = res.json<{
      videoRequestId: string;
      requestIds: string[];
    }>();
    expect(orderIds).toHaveLength(2);
    const [editId = '', thumbnailId = ''] = orderIds;

    const edit = await orderRow(t, editId);
    const thumbnail = await orderRow(t, thumbnailId);
    const folder = await t.db
      .selectFrom('drive_folders')
      .selectAll()
      .where('owner_id', '=', partner.uid)
      .where('name', '=', 'Speedrun 2026-11-23')
      .executeTakeFirstOrThrow();
    expect(edit).toMatchObject({
      video_request_id: videoRequestId,
      type: 'Edit',
      title: 'My Speedrun',
      message: 'Cut the boring parts.',
      client_id: partner.uid,
      staff_id: editor.uid,
      author_id: partner.uid,
      folder_id: folder.id,
      product: 'Video Edit',
      duration_minutes: 10,
      is_revision: 0,
      of_request_id: null,
      revisions_left: 0,
      status: 'open',
      created_at: startTime,
      // The editor's speed is 2 days.
      due_at: plusDays(2),
      original_due_at: plusDays(2),
      activated_at: null,
      closed_at: null,
    });
    expect(thumbnail).toMatchObject({
      video_request_id: videoRequestId,
      type: 'Thumbnail',
      message: 'Big red arrow.',
      staff_id: artist.uid,
      product: null,
      duration_minutes: null,
      // The artist's speed is 1 day.
      due_at: plusDays(1),
      original_due_at: plusDays(1),
    });

    expect(await unusedCounts(t.db, partner.uid)).toEqual({ edits: 1, thumbnails: 1 });
    const spends = await t.db
      .selectFrom('credit_entries')
      .select(['order_id', 'kind'])
      .where('user_id', '=', partner.uid)
      .where('reason', '=', 'spend')
      .orderBy('kind')
      .execute();
    expect(spends).toEqual([
      { order_id: editId, kind: 'edit' },
      { order_id: thumbnailId, kind: 'thumbnail' },
    ]);

    const files = await t.db
      .selectFrom('drive_files')
      .select(['id', 'order_id', 'layer', 'folder_id'])
      .where('id', 'in', [video.id, image.id])
      .execute();
    expect(files).toEqual(
      expect.arrayContaining([
        { id: video.id, order_id: editId, layer: 1, folder_id: folder.id },
        { id: image.id, order_id: thumbnailId, layer: 1, folder_id: folder.id },
      ]),
    );

    expect(t.notices.map((n) => [n.event, n.orderId, n.actorId])).toEqual([
      ['placed', editId, partner.uid],
      ['placed', thumbnailId, partner.uid],
    ]);
  });

  it('sets the due time from the assigned staff member speed in days', async () => {
    const { premium, editor2, artist2 } = cast;
    const placed = await placeOrder(t, premium, { editor: editor2, artist: artist2 });
    expect((await orderRow(t, placed.editId ?? '')).due_at).toBe(plusDays(4));
    expect((await orderRow(t, placed.thumbnailId ?? '')).due_at).toBe(plusDays(3));
  });

  it('orders a thumbnail alone, without files', async () => {
    const { partner } = cast;
    const res = await sendWith(
      partner,
      orderForm(cast, { editsEnabled: false, assignedEditor: null, duration: null }),
      [],
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().requestIds).toHaveLength(1);
    expect(await unusedCounts(t.db, partner.uid)).toEqual({ edits: 2, thumbnails: 1 });
  });

  it('spends a Shorts Edit credit when the form names that product', async () => {
    const { partner } = cast;
    await grant(t, partner, 'Shorts Edit', 3, 1);
    const placed = await placeOrder(t, partner, cast, {
      thumbnailsEnabled: false,
      duration: 3,
      product: 'Shorts Edit',
    });
    expect(await orderRow(t, placed.editId ?? '')).toMatchObject({
      product: 'Shorts Edit',
      duration_minutes: 3,
    });
  });

  it('answers unpaid_edits with no edit credit of that duration, and writes nothing', async () => {
    const { partner } = cast;
    const video = await videoFile(t, partner);
    const before = await ordersSnapshot(t);
    const res = await sendWith(partner, orderForm(cast, { duration: 25 }), [video]);
    expect(res.statusCode).toBe(402);
    expect(res.json().error.code).toBe('unpaid_edits');
    expect(await ordersSnapshot(t)).toBe(before);
    expect(t.notices).toEqual([]);
  });

  it('answers unpaid_thumbnails and rolls back the edit credit already spent', async () => {
    const { partner } = cast;
    await placeOrder(t, partner, cast, { editsEnabled: false });
    await placeOrder(t, partner, cast, { editsEnabled: false });
    t.notices.length = 0;
    const video = await videoFile(t, partner);
    const before = await ordersSnapshot(t);
    const res = await sendWith(partner, orderForm(cast), [video]);
    expect(res.statusCode).toBe(402);
    expect(res.json().error.code).toBe('unpaid_thumbnails');
    expect(await ordersSnapshot(t)).toBe(before);
    expect(await unusedCounts(t.db, partner.uid)).toEqual({ edits: 2, thumbnails: 0 });
    expect(t.notices).toEqual([]);
  });

  it('rolls everything back when an upload is unfinished: no order, the credit still unused', async () => {
    const { partner } = cast;
    const partial = await unfinishedVideo(t, partner);
    const before = await ordersSnapshot(t);
    const res = await sendWith(partner, orderForm(cast, { thumbnailsEnabled: false }), [partial]);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('upload_unfinished');
    expect(await ordersSnapshot(t)).toBe(before);
    expect(await unusedCounts(t.db, partner.uid)).toEqual({ edits: 2, thumbnails: 2 });
  });

  it('answers staff_unavailable when the editor is Busy or on vacation, and writes nothing', async () => {
    const { partner, editor } = cast;
    const video = await videoFile(t, partner);
    const busy = await callRoute(t, teamRoutes.setStatus, editor, { body: { status: 'Busy' } });
    expect(busy.status).toBe(200);
    const before = await ordersSnapshot(t);
    const res = await sendWith(partner, orderForm(cast), [video]);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('staff_unavailable');
    expect(await ordersSnapshot(t)).toBe(before);

    await callRoute(t, teamRoutes.setStatus, editor, {
      body: {
        status: 'Vacation',
        start: '2026-11-22',
        end: '2026-11-30',
      },
    });
    const onVacation = await sendWith(partner, orderForm(cast), [video]);
    expect(onVacation.json().error.code).toBe('staff_unavailable');
    expect(await ordersSnapshot(t)).toBe(before);
  });

  it('refuses an editor or artist who is not on the team in that role, naming the field', async () => {
    const { partner, editor2, artist, editor } = cast;
    const video = await videoFile(t, partner);
    const before = await ordersSnapshot(t);
    const notOnTeam = await sendWith(partner, orderForm(cast, { assignedEditor: editor2.uid }), [
      video,
    ]);
    expect(notOnTeam.statusCode).toBe(400);
    expect(notOnTeam.json().error).toMatchObject({
      code: 'invalid_input',
      fieldErrors: { assignedEditor: expect.any(String) },
    });
    // The artist is on the team, but as Artist; the editor is not an Artist.
    const wrongRoles = await sendWith(
      partner,
      orderForm(cast, { assignedEditor: artist.uid, assignedArtist: editor.uid }),
      [video],
    );
    expect(wrongRoles.statusCode).toBe(400);
    expect(Object.keys(wrongRoles.json().error.fieldErrors).sort()).toEqual([
      'assignedArtist',
      'assignedEditor',
    ]);
    expect(await ordersSnapshot(t)).toBe(before);
  });

  it('answers form_incomplete for missing fields, and writes nothing', async () => {
    const { partner } = cast;
    const video = await videoFile(t, partner);
    const before = await ordersSnapshot(t);
    const cases: object[] = [
      { ...orderForm(cast), videoName: undefined },
      orderForm(cast, { assignedEditor: null }),
      orderForm(cast, { duration: null }),
      orderForm(cast, { thumbnailsEnabled: true, assignedArtist: null }),
    ];
    for (const form of cases) {
      const res = await sendWith(partner, form, [video]);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('form_incomplete');
    }
    const noTick = await sendWith(
      partner,
      orderForm(cast, { editsEnabled: false, thumbnailsEnabled: false }),
      [],
    );
    expect(noTick.json().error).toMatchObject({
      code: 'form_incomplete',
      fieldErrors: { 'form.editsEnabled': 'This field is required.' },
    });
    // An edit needs at least one video.
    const noVideo = await sendWith(partner, orderForm(cast), []);
    expect(noVideo.json().error.code).toBe('form_incomplete');
    const noFolder = await sendProductionForm(t, partner, { form: orderForm(cast), file: [] });
    expect(noFolder.json().error.code).toBe('form_incomplete');
    expect(await ordersSnapshot(t)).toBe(before);
  });

  it('refuses over-long and wrongly typed fields, and writes nothing', async () => {
    const { partner } = cast;
    const video = await videoFile(t, partner);
    const before = await ordersSnapshot(t);
    const cases: object[] = [
      orderForm(cast, { videoName: 'x'.repeat(101) }),
      orderForm(cast, { editDescription: 'x'.repeat(2001) }),
      orderForm(cast, { thumbnailDescription: 'x'.repeat(2001) }),
      { ...orderForm(cast), editsEnabled: 'yes' },
      { ...orderForm(cast), duration: '10' },
      { ...orderForm(cast), assignedEditor: 'eddie' },
    ];
    for (const form of cases) {
      const res = await sendWith(partner, form, [video]);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('invalid_input');
    }
    const videoWithoutEdit = await sendWith(partner, orderForm(cast, { editsEnabled: false }), [
      video,
    ]);
    expect(videoWithoutEdit.statusCode).toBe(400);
    expect(videoWithoutEdit.json().error.fieldErrors.file).toBe(
      "Delete all uploaded videos before de-selecting 'Video Edit' option",
    );
    expect(await ordersSnapshot(t)).toBe(before);
  });

  it("refuses someone else's upload with 404, and a video sent as an image with 415", async () => {
    const { partner, premium } = cast;
    const theirs = await videoFile(t, premium);
    const mine = await videoFile(t, partner);
    const before = await ordersSnapshot(t);
    const res = await sendWith(partner, orderForm(cast, { thumbnailsEnabled: false }), [theirs]);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
    const disguised = await sendWith(partner, orderForm(cast), [
      mine,
      { ...mine, type: 'image/png' },
    ]);
    expect(disguised.statusCode).toBe(415);
    expect(await ordersSnapshot(t)).toBe(before);
  });

  it('lets only a Partner place orders: 403 for Admin, Production and Affiliate, 401 without a token', async () => {
    const { admin, editor, affiliate } = cast;
    const before = await ordersSnapshot(t);
    for (const who of [admin, editor, affiliate]) {
      // A valid thumbnail-only form, since the body is checked before the caller's rights.
      const res = await sendWith(who, orderForm(cast, { editsEnabled: false }), []);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    }
    const anonymous = await callRoute(t, orderRoutes.sendProductionForm, null, {
      body: {
        folderName: 'x',
        form: orderForm(cast, { editsEnabled: false }),
        file: [],
      },
    });
    expect(anonymous.status).toBe(401);
    expect(await ordersSnapshot(t)).toBe(before);
  });

  it("lets the assigned staff read the order's uploads, but not other staff", async () => {
    const { partner, editor, artist, editor2 } = cast;
    const placed = await placeOrder(t, partner, cast);
    const [video, image] = placed.files;
    if (!video || !image) throw new Error('uploads missing');

    const byEditor = await callRoute(t, driveRoutes.download, editor, {
      params: { fileId: video.id },
    });
    expect(byEditor.status).toBe(200);
    expect(byEditor.raw.rawPayload.length).toBe(4000);
    expect(
      (await callRoute(t, driveRoutes.download, artist, { params: { fileId: image.id } })).status,
    ).toBe(200);
    // Each staff member reaches their own order's files only.
    expect(
      (await callRoute(t, driveRoutes.download, artist, { params: { fileId: video.id } })).status,
    ).toBe(404);
    expect(
      (await callRoute(t, driveRoutes.download, editor2, { params: { fileId: video.id } })).status,
    ).toBe(404);

    const { folder_id: folderId } = await orderRow(t, placed.editId ?? '');
    const contents = await callRoute(t, driveRoutes.fileContents, editor, {
      params: { id: folderId },
      query: { layers: '2' },
    });
    expect(contents.status).toBe(200);
    const [raw = [], delivered = []] = contents.body.files;
    expect(raw.map((f) => f.id)).toEqual([video.id]);
    expect(delivered).toEqual([]);
    const strangers = await callRoute(t, driveRoutes.fileContents, editor2, {
      params: { id: folderId },
      query: { layers: '2' },
    });
    expect(strangers.status).toBe(404);

    const listed = await callRoute(t, driveRoutes.files, editor);
    const mine = listed.body.files;
    expect(mine.find((f) => f.id === video.id)?.orderTitle).toBe('My Speedrun (Edit)');
  });
});
