import { describe, expect, test } from 'vitest';
import { driveRoutes, type DriveFile } from '../../../common/api/drive.js';
import { accessRules, type AccessRules } from '../../access/access.js';
import { AppError } from '../../errors.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import {
  directDrive,
  diskFiles,
  driveSnapshot,
  fakeMp4,
  fakePng,
  insertOrder,
  sendBytes,
  startUpload,
  uploadWhole,
} from '../../test/drive.js';
import { callRoute, wrong } from '../../test/call-route.js';

let clock = new Date('2026-11-23T10:00:00Z');
const t = useTestApp({ now: () => clock });

/** The drive service as the Orders feature calls it, on the test's clock. */
const directService = (access?: AccessRules) =>
  directDrive(t(), { now: () => clock, ...(access ? { access } : {}) });

/**
 * A Partner's order `title`, assigned to a staff member, with the Partner's raw footage in its
 * folder and an editor's delivery attached as layer 2.
 */
async function orderFolder(title: string) {
  const partner = await createUser(t());
  const editor = await createUser(t(), { accountType: 'Production', isEditor: true });
  const staff = await createUser(t(), { accountType: 'Production', isEditor: true });
  const raw = await uploadWhole(t(), partner, fakeMp4(3000), { directory: title, name: 'raw.mp4' });
  const delivery = await uploadWhole(t(), editor, fakeMp4(4000), { name: 'final.mp4' });
  const orderId = await insertOrder(t(), {
    clientId: partner.uid,
    staffId: staff.uid,
    folderId: raw.folderId,
    title,
  });
  const drive = directService();
  await drive.attachUploads({
    uploaderUid: partner.uid,
    uploads: [raw.id],
    folderId: raw.folderId,
    orderId,
    layer: 1,
  });
  await drive.attachUploads({
    uploaderUid: editor.uid,
    uploads: [delivery.uri],
    kind: 'video',
    folderId: raw.folderId,
    orderId,
    layer: 2,
  });
  return { partner, editor, staff, raw, delivery, folderId: raw.folderId, orderId };
}

const names = (list: DriveFile[] | undefined) => (list ?? []).map((f) => f.name);

describe('GET /api/drive/read/file-contents/{id}?layers=2', () => {
  test('gives the raw footage and the deliveries of an order folder as two lists', async () => {
    const { partner, folderId, delivery, orderId } = await orderFolder('order-a');
    const res = await callRoute(t(), driveRoutes.fileContents, partner, {
      params: { id: folderId },
      query: { layers: '2' },
    });
    expect(res.status).toBe(200);
    const { files } = res.body;
    expect(files).toHaveLength(2);
    expect(names(files[0])).toEqual(['raw.mp4']);
    expect(names(files[1])).toEqual(['final.mp4']);
    expect(files[1]?.[0]).toMatchObject({
      id: delivery.id,
      layer: 2,
      orderId,
      orderTitle: 'order-a (Edit)',
      kind: 'video',
      size: 4000,
      state: 'finished',
      canControl: false,
    });
  });

  test('layers=1 gives only the raw footage', async () => {
    const { partner, folderId } = await orderFolder('order-b');
    const res = await callRoute(t(), driveRoutes.fileContents, partner, {
      params: { id: folderId },
      query: { layers: '1' },
    });
    expect(res.body.files).toHaveLength(1);
  });

  test('the editor sees their delivery; assigned staff see all; strangers get 404', async () => {
    const { editor, staff, folderId } = await orderFolder('order-c');
    const editorView = (
      await callRoute(t(), driveRoutes.fileContents, editor, { params: { id: folderId } })
    ).body;
    expect(names(editorView.files[0])).toEqual([]);
    expect(names(editorView.files[1])).toEqual(['final.mp4']);

    const stranger = await createUser(t(), { accountType: 'Production', isArtist: true });
    const strangerView = await callRoute(t(), driveRoutes.fileContents, stranger, {
      params: { id: folderId },
    });
    expect(strangerView.status).toBe(404);
    const staffView = (
      await callRoute(t(), driveRoutes.fileContents, staff, { params: { id: folderId } })
    ).body;
    expect(names(staffView.files[0])).toEqual(['raw.mp4']);
    expect(names(staffView.files[1])).toEqual(['final.mp4']);
  });

  test('asks the access rules once per listing, not once per file', async () => {
    const { staff, folderId } = await orderFolder('order-once');
    // How often the drive asked who may read files: once per request, however many files.
    let accessQuestions = 0;
    const rules = accessRules(t().db);
    const drive = directService({
      ...rules,
      readableFileIds: (principal, files) => {
        accessQuestions += 1;
        return rules.readableFileIds(principal, files);
      },
    });
    const asStaff = { uid: staff.uid, accountType: staff.accountType };
    const contents = await drive.fileContents(asStaff, folderId, 2);
    expect(contents.files.flat()).toHaveLength(2);
    expect(accessQuestions).toBe(1);
    accessQuestions = 0;
    expect(await drive.listFiles(asStaff)).toHaveLength(2);
    expect(accessQuestions).toBe(1);
  });

  test.each(['3', '0', 'two'])('refuses layers=%s with 400', async (layers) => {
    const { partner, folderId } = await orderFolder(`order-q-layers=${layers}`);
    const res = await callRoute(t(), driveRoutes.fileContents, partner, {
      params: { id: folderId },
      query: { layers: wrong(layers) },
    });
    expect(res.status).toBe(400);
  });

  test('an unknown folder is 404 and no token is 401', async () => {
    const partner = await createUser(t());
    expect(
      (await callRoute(t(), driveRoutes.fileContents, partner, { params: { id: 'nope' } })).status,
    ).toBe(404);
    expect(
      (await callRoute(t(), driveRoutes.fileContents, null, { params: { id: 'nope' } })).status,
    ).toBe(401);
  });
});

describe('GET /api/drive/files (File Manager)', () => {
  test('lists what the caller may see, and their own unfinished uploads', async () => {
    const { partner, editor, raw, delivery } = await orderFolder('order-d');
    const loose = await uploadWhole(t(), partner, fakePng(2000), {
      directory: 'Thumbnails',
      type: 'image/png',
      name: 'idea.png',
    });
    const { upload_id: pending } = (await startUpload(t(), partner, { size: 9000 })).json();
    const stranger = await createUser(t());
    await uploadWhole(t(), stranger, fakeMp4(1000), { name: 'secret.mp4' });

    const mine = (await callRoute(t(), driveRoutes.files, partner)).body.files;
    expect(mine.map((f) => f.id).sort()).toEqual([raw.id, delivery.id, loose.id, pending].sort());
    expect(mine.find((f) => f.id === pending)).toMatchObject({
      state: 'uploading',
      canControl: true,
    });
    expect(mine.find((f) => f.id === loose.id)).toMatchObject({
      kind: 'image',
      mime: 'image/png',
      orderId: null,
      folderName: 'Thumbnails',
    });

    const editorFiles = (await callRoute(t(), driveRoutes.files, editor)).body.files as DriveFile[];
    expect(editorFiles.map((f) => f.id)).toEqual([delivery.id]);
    expect(editorFiles[0]?.canControl).toBe(true);
  });

  test('an Admin sees every finished file but not others’ unfinished uploads', async () => {
    const admin = await createUser(t(), { accountType: 'Admin' });
    const partner = await createUser(t());
    const done = await uploadWhole(t(), partner, fakeMp4(1000));
    const { upload_id: pending } = (await startUpload(t(), partner, { size: 9000 })).json();
    const ids = ((await callRoute(t(), driveRoutes.files, admin)).body.files as DriveFile[]).map(
      (f) => f.id,
    );
    expect(ids).toContain(done.id);
    expect(ids).not.toContain(pending);
  });

  test('refuses a caller without a token', async () => {
    expect((await callRoute(t(), driveRoutes.files, null)).status).toBe(401);
  });
});

describe('the functions Orders calls', () => {
  test('requireFinishedUploads refuses unfinished, foreign and wrong-kind uploads', async () => {
    const partner = await createUser(t());
    const other = await createUser(t());
    const drive = directService();
    const video = await uploadWhole(t(), partner, fakeMp4(1000));
    const { upload_id: unfinished } = (await startUpload(t(), partner, { size: 9000 })).json();
    const answer = (input: Parameters<typeof drive.requireFinishedUploads>[0]) =>
      drive.requireFinishedUploads(input).then(
        () => 'ok',
        (e: unknown) => (e instanceof AppError ? e.code : String(e)),
      );
    const by = (uploaderUid: string, uploads: string[], kind?: 'video' | 'image') => ({
      uploaderUid,
      uploads,
      ...(kind ? { kind } : {}),
    });
    expect(await answer(by(partner.uid, [video.uri], 'video'))).toBe('ok');
    expect(await answer(by(partner.uid, [unfinished]))).toBe('upload_unfinished');
    expect(await answer(by(other.uid, [video.id]))).toBe('not_found');
    expect(await answer(by(partner.uid, [video.id], 'image'))).toBe('unsupported_file_type');
    expect(await answer(by(partner.uid, ['not a uri']))).toBe('not_found');
  });

  test('attachUploads works inside the caller’s transaction and rolls back with it', async () => {
    const partner = await createUser(t());
    const drive = directService();
    const video = await uploadWhole(t(), partner, fakeMp4(1000), { directory: 'Order folder' });
    await t()
      .db.transaction()
      .execute(async (trx) => {
        const folder = await drive.folderNamed(partner.uid, 'Order folder', trx);
        await drive.attachUploads(
          {
            uploaderUid: partner.uid,
            uploads: [video.id],
            folderId: folder.id,
            orderId: 'o-rolled',
            layer: 1,
          },
          trx,
        );
        throw new Error('the order failed');
      })
      .catch(() => {});
    const row = await t()
      .db.selectFrom('drive_files')
      .select('order_id')
      .where('id', '=', video.id)
      .executeTakeFirstOrThrow();
    expect(row.order_id).toBeNull();
  });

  test('a file in an order cannot be attached to another, nor removed by its uploader', async () => {
    const { partner, raw, folderId } = await orderFolder('order-e');
    const drive = directService();
    await expect(
      drive.attachUploads({
        uploaderUid: partner.uid,
        uploads: [raw.id],
        folderId,
        orderId: 'order-f',
        layer: 1,
      }),
    ).rejects.toMatchObject({ code: 'file_in_use' });
    const before = await driveSnapshot(t());
    const res = await callRoute(t(), driveRoutes.remove, partner, { params: { uploadId: raw.id } });
    expect(res.status).toBe(409);
    expect(res.code).toBe('file_in_use');
    expect(await driveSnapshot(t())).toEqual(before);
  });
});

describe('readableFile', () => {
  test('gives a file to those who may read it and 404 to others', async () => {
    const { partner, delivery, orderId } = await orderFolder('order-r');
    const stranger = await createUser(t());
    const drive = directService();
    const asPartner = { uid: partner.uid, accountType: partner.accountType };
    expect(await drive.readableFile(asPartner, delivery.id)).toMatchObject({
      id: delivery.id,
      layer: 2,
      orderId,
    });
    await expect(
      drive.readableFile({ uid: stranger.uid, accountType: 'Partner' }, delivery.id),
    ).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('stale uploads', () => {
  test('an upload left unfinished for a week is deleted with its bytes; finished ones stay', async () => {
    const partner: TestUser = await createUser(t());
    const { uri, upload_id: id } = (await startUpload(t(), partner, { size: 9000 })).json();
    await sendBytes(t(), partner, uri, 0, fakeMp4(3000));
    const kept = await uploadWhole(t(), partner, fakeMp4(1000));
    const drive = directService();
    expect(await drive.pruneStaleUploads()).toBe(0);
    const start = clock;
    clock = new Date(start.getTime() + 8 * 86_400_000);
    try {
      expect(await drive.pruneStaleUploads()).toBeGreaterThanOrEqual(1);
    } finally {
      clock = start;
    }
    expect(Object.keys(diskFiles(t()))).not.toContain(id);
    expect((await callRoute(t(), driveRoutes.progress, partner, { params: { id } })).status).toBe(
      404,
    );
    expect(
      (await callRoute(t(), driveRoutes.download, partner, { params: { fileId: kept.id } })).status,
    ).toBe(200);
  });
});
