import { describe, expect, it } from 'vitest';
import { driveRoutes, type DriveFile } from '../../../common/api/drive.js';
import { callRoute } from '../../test/call-route.js';
import { diskFiles, directDrive } from '../../test/drive.js';
import type { TestUser } from '../../test/factories.js';
import {
  insertOrderFile,
  insertRevision,
  orderRow,
  placeOrder,
  useOrdersApp,
  videoFile,
} from '../../test/orders.js';

const { t, cast, clock } = useOrdersApp({ lifetime: 'test' });
const stamp = '2026-11-23 10:00:00 UTC';

const filesOf = async (who: TestUser): Promise<DriveFile[]> =>
  (await callRoute(t, driveRoutes.files, who)).body.files;
const title = (who: TestUser, directory: string, body: unknown) =>
  callRoute(t, driveRoutes.titleDraft, who, {
    params: { directory },
    body: body as { title: string },
  });
const removeFolder = (who: TestUser, folderId: string) =>
  callRoute(t, driveRoutes.removeFolder, who, { params: { folderId } });
const folderRemoval = (who: TestUser, folderId: string) =>
  callRoute(t, driveRoutes.folderRemoval, who, { params: { folderId } });

/** A draft of the order form: a video uploaded into a timestamp folder, titled after the video. */
async function draft(who: TestUser = cast.partner, directory = stamp, name = 'Astral Ep 12') {
  const upload = await videoFile(t, who, directory);
  const res = await title(who, directory, { title: name });
  expect(res.status).toBe(200);
  return { upload, folderId: res.body.folderId };
}

describe('PUT /api/drive/drafts/{directory}', () => {
  it('names the order form’s folder after the video and says when the draft goes', async () => {
    // Before any upload there is no folder to name.
    const early = await title(cast.partner, stamp, { title: 'Astral Ep 12' });
    expect([early.status, early.code]).toEqual([404, 'not_found']);
    const res = await draft();
    const [file] = await filesOf(cast.partner);
    expect(file).toMatchObject({
      id: res.upload.id,
      folderName: stamp,
      folderTitle: 'Astral Ep 12',
      folderOwnerId: cast.partner.uid,
      draftExpiresAt: '2026-11-30T10:00:00.000Z',
    });
  });

  it('refuses a bad title or someone else’s folder, and changes nothing', async () => {
    await draft();
    const before = await filesOf(cast.partner);
    const refusals = [
      await title(cast.partner, stamp, { title: 'a'.repeat(101) }),
      await title(cast.partner, stamp, { title: 12 }),
      await title(cast.partner, stamp, {}),
      await title(cast.partner, stamp, { title: 'bad\u0000title' }),
    ];
    expect(refusals.map((r) => r.status)).toEqual([400, 400, 400, 400]);
    // The folder name is looked up among the caller's own folders only.
    const other = await title(cast.premium, stamp, { title: 'Mine now' });
    expect([other.status, other.code]).toEqual([404, 'not_found']);
    expect(await filesOf(cast.partner)).toEqual(before);
  });

  it('ends the draft once an order takes its files, keeping the title', async () => {
    await videoFile(t, cast.partner, stamp);
    await title(cast.partner, stamp, { title: 'My Speedrun' });
    await placeOrder(t, cast.partner, cast, {}, stamp);
    const files = await filesOf(cast.partner);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files.filter((f) => f.folderName === stamp))
      expect(file).toMatchObject({ folderTitle: 'My Speedrun', draftExpiresAt: null });
    // Titling it again now changes nothing: it is an order's folder.
    const again = await title(cast.partner, stamp, { title: 'Renamed' });
    expect(again.body).toMatchObject({ title: 'My Speedrun', expiresAt: null });
  });
});

describe('DELETE /api/drive/folders/{folderId}', () => {
  it('deletes the owner’s folder with its files and their bytes', async () => {
    const { upload, folderId } = await draft();
    expect(Object.keys(diskFiles(t))).toContain(upload.id);
    const res = await removeFolder(cast.partner, folderId);
    expect([res.status, res.body]).toEqual([200, { ok: true }]);
    expect(await filesOf(cast.partner)).toEqual([]);
    expect(Object.keys(diskFiles(t))).not.toContain(upload.id);
  });

  it('answers 404 for someone else’s folder or an unknown one, and 400 for a bad id', async () => {
    const { folderId } = await draft();
    const before = await filesOf(cast.partner);
    const other = await removeFolder(cast.premium, folderId);
    expect([other.status, other.code]).toEqual([404, 'not_found']);
    const editor = await removeFolder(cast.editor, folderId);
    expect(editor.status).toBe(404);
    const unknown = await removeFolder(cast.partner, '0b6f1a52-9999-4000-8000-000000000001');
    expect(unknown.status).toBe(404);
    const bad = await callRoute(t, driveRoutes.removeFolder, cast.partner, {
      params: { folderId: 'not-a-folder' },
    });
    expect(bad.status).toBe(400);
    expect(await filesOf(cast.partner)).toEqual(before);
  });

  it('refuses a folder holding files of an order in progress, with a clear error', async () => {
    const order = await placeOrder(t, cast.partner, cast, {}, stamp);
    const folderId = (await orderRow(t, order.editId!)).folder_id;
    const before = await filesOf(cast.partner);
    const res = await removeFolder(cast.partner, folderId);
    expect([res.status, res.code]).toEqual([409, 'folder_in_use']);
    expect((res.body as unknown as { error: { message: string } }).error.message).toMatch(
      /order in progress/,
    );
    expect(await filesOf(cast.partner)).toEqual(before);
  });

  it('deletes the folder of orders that are over, and the orders stay', async () => {
    const order = await placeOrder(t, cast.partner, cast, {}, stamp);
    const folderId = (await orderRow(t, order.editId!)).folder_id;
    await t.db
      .updateTable('production_requests')
      .set({ status: 'cancelled', closed_at: clock.iso(), close_reason: 'Overdue' })
      .execute();
    const res = await removeFolder(cast.partner, folderId);
    expect(res.status).toBe(200);
    expect(await filesOf(cast.partner)).toEqual([]);
    expect((await orderRow(t, order.editId!)).status).toBe('cancelled');
  });
});

describe('GET /api/drive/folders/{folderId}/removal', () => {
  it('says a folder may go, with its file count, and deletes nothing', async () => {
    const { upload, folderId } = await draft();
    const res = await folderRemoval(cast.partner, folderId);
    expect([res.status, res.body]).toEqual([200, { files: 1 }]);
    expect((await filesOf(cast.partner)).map((f) => f.id)).toEqual([upload.id]);
  });

  it('refuses by the deletion’s rule: in use 409, not the caller’s 404, a bad id 400', async () => {
    const order = await placeOrder(t, cast.partner, cast, {}, stamp);
    const folderId = (await orderRow(t, order.editId!)).folder_id;
    const before = await filesOf(cast.partner);
    const inUse = await folderRemoval(cast.partner, folderId);
    expect([inUse.status, inUse.code]).toEqual([409, 'folder_in_use']);
    expect((await folderRemoval(cast.premium, folderId)).status).toBe(404);
    const bad = await callRoute(t, driveRoutes.folderRemoval, cast.partner, {
      params: { folderId: 'not-a-folder' },
    });
    expect(bad.status).toBe(400);
    expect(await filesOf(cast.partner)).toEqual(before);
  });
});

describe('removing drafts nobody ordered', () => {
  it('removes a draft untouched for a week, and keeps newer drafts, named folders and orders', async () => {
    const old = await draft(cast.partner, stamp, 'Old idea');
    const named = await videoFile(t, cast.partner, 'My uploads');
    const ordered = await placeOrder(t, cast.partner, cast, {}, '2026-11-23 10:05:00 UTC');
    clock.advanceHours(24 * 6);
    const fresh = await draft(cast.partner, '2026-11-29 10:00:00 UTC', 'New idea');
    clock.advanceHours(24 + 1);
    // Two instances run the job at the same moment: the draft goes once, nothing fails.
    const drives = [directDrive(t, { now: clock.now }), directDrive(t, { now: clock.now })];
    const removed = await Promise.all(drives.map((d) => d.pruneDrafts()));
    expect(removed.reduce((a, b) => a + b, 0)).toBe(1);
    const left = (await filesOf(cast.partner)).map((f) => f.id);
    expect(left).not.toContain(old.upload.id);
    expect(Object.keys(diskFiles(t))).not.toContain(old.upload.id);
    expect(left).toEqual(
      expect.arrayContaining([named.id, fresh.upload.id, ...ordered.files.map((f) => f.id)]),
    );
  });
});

describe('the File Manager’s order labels', () => {
  it('labels a revision’s files as version 2 of the same order', async () => {
    const order = await placeOrder(t, cast.partner, cast, { thumbnailsEnabled: false });
    const original = await orderRow(t, order.editId!);
    await t.db
      .updateTable('production_requests')
      .set({ status: 'fulfilled', closed_at: clock.iso(), close_reason: 'Fulfilled' })
      .execute();
    const revisionId = await insertRevision(t, original.id, { version: 2 });
    const revisionFile = await insertOrderFile(t, await orderRow(t, revisionId));
    const files = await filesOf(cast.partner);
    const raw = files.find((f) => f.id === order.files[0]!.id)!;
    const delivered = files.find((f) => f.id === revisionFile)!;
    expect(raw).toMatchObject({ orderVersion: 1 });
    expect(delivered).toMatchObject({ orderVersion: 2, orderChain: raw.orderChain });
    expect(delivered.orderChain).toBeTruthy();
  });
});
