import { describe, expect, test } from 'vitest';
import { callRoute, injectRaw, wrong } from '../../test/call-route.js';
import { driveRoutes, uploadUri, type UploadQuery } from '../../../common/api/drive.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import {
  diskFiles,
  driveSnapshot,
  fakeMp4,
  fakePng,
  fakeWebm,
  fileRow,
  sendBytes,
  sha256,
  startUpload,
  tusHeaders,
  uploadWhole,
} from '../../test/drive.js';

// Small limits so "oversize" is cheap to send.
const app = useTestApp({
  env: { UPLOAD_MAX_VIDEO_BYTES: '200000', UPLOAD_MAX_IMAGE_BYTES: '50000' },
});

/** One of the drive's routes that act on an upload by its id. */
const onUpload = (
  route: typeof driveRoutes.progress | typeof driveRoutes.cancel,
  user: TestUser,
  id: string,
) => callRoute(app(), route, user, { params: { id } }).then((r) => r.raw);

describe('starting an upload', () => {
  test('answers 201 with a tus Location and a uri that contains the upload id', async () => {
    const partner = await createUser(app());
    const res = await startUpload(app(), partner, { size: 1000, directory: 'Raw footage' });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ uri: string; upload_id: string; folderId: string; name: string }>();
    expect(body.uri).toContain(body.upload_id);
    expect(body.uri).toBe(uploadUri('Raw footage', body.upload_id));
    expect(res.headers.location).toBe(body.uri);
    expect(res.headers['tus-resumable']).toBe('1.0.0');
    expect(body.name).toBe('clip.mp4');
    const row = await app()
      .db.selectFrom('drive_files')
      .selectAll()
      .where('id', '=', body.upload_id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      uploader_id: partner.uid,
      original_name: 'clip.mp4',
      state: 'uploading',
      kind: 'video',
      layer: 1,
      order_id: null,
    });
    // The stored name is the server's, never the user's.
    expect(row.stored_name).toMatch(/^[a-f0-9]{32}$/);
  });

  test('puts uploads of one owner into one folder per name, and each owner into their own', async () => {
    const one = await createUser(app());
    const two = await createUser(app());
    const a = (await startUpload(app(), one, { size: 10, directory: '  Weekly   vlog ' })).json();
    const b = (await startUpload(app(), one, { size: 10, directory: 'Weekly vlog' })).json();
    const c = (await startUpload(app(), two, { size: 10, directory: 'Weekly vlog' })).json();
    expect(a.folderId).toBe(b.folderId);
    expect(c.folderId).not.toBe(a.folderId);
    const folder = await app()
      .db.selectFrom('drive_folders')
      .selectAll()
      .where('id', '=', a.folderId)
      .executeTakeFirstOrThrow();
    expect(folder).toMatchObject({ owner_id: one.uid, name: 'Weekly vlog' });
  });

  test('makes tabs and runs of spaces in a folder name one space', async () => {
    const partner = await createUser(app());
    const a = (await startUpload(app(), partner, { size: 10, directory: 'Tab\there' })).json();
    expect(a.uri).toContain('/Tab%20here/');
  });

  test('names a file sent without Upload-Metadata "upload"', async () => {
    const partner = await createUser(app());
    const res = await callRoute(app(), driveRoutes.upload, partner, {
      params: { directory: 'Footage' },
      query: { type: 'video/mp4' },
      headers: tusHeaders(partner, { 'upload-length': '10' }),
    });
    expect(res.status).toBe(201);
    expect(res.raw.json().name).toBe('upload');
  });

  test('keeps only the base name of a file name sent with a path', async () => {
    const partner = await createUser(app());
    const res = await startUpload(app(), partner, { size: 10, name: '../../etc/passwd\u0007.mp4' });
    expect(res.json().name).toBe('passwd.mp4');
  });

  test.each([
    ['../../etc', 'encoded parent path'],
    ['a/b', 'a slash'],
    ['a\\b', 'a backslash'],
    ['a..b', 'two dots'],
    ['bell\u0007', 'a control character'],
    ['   ', 'only spaces'],
    ['x'.repeat(101), '101 characters'],
  ])(
    'refuses the directory %j (%s) with 400 invalid_directory and creates nothing',
    async (dir) => {
      const partner = await createUser(app());
      const before = await driveSnapshot(app());
      const res = await startUpload(app(), partner, { size: 10, directory: dir });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('invalid_directory');
      expect(await driveSnapshot(app())).toEqual(before);
    },
  );

  test('a raw ../../etc in the path matches no route and creates nothing', async () => {
    const partner = await createUser(app());
    const before = await driveSnapshot(app());
    const res = await injectRaw(app(), 'a folder name that climbs out of the drive', {
      method: 'POST',
      url: '/api/drive/upload/../../etc?type=video/mp4',
      headers: tusHeaders(partner, { 'upload-length': '10' }),
    });
    expect(res.statusCode).toBe(404);
    expect(await driveSnapshot(app())).toEqual(before);
  });

  test.each<[string, Record<string, string>, string]>([
    ['?type=text/plain', { 'upload-length': '10' }, 'a type that is not video or image'],
    ['', { 'upload-length': '10' }, 'no type'],
    ['?type=video/mp4&method=ftp', { 'upload-length': '10' }, 'an unknown method'],
    ['?type=video/mp4', {}, 'no Upload-Length'],
    ['?type=video/mp4', { 'upload-length': 'ten' }, 'a non-numeric Upload-Length'],
    ['?type=video/mp4', { 'upload-length': '0' }, 'an empty file'],
    ['?type=video/mp4', { 'upload-defer-length': '1' }, 'a deferred length'],
    [
      '?type=video/mp4',
      { 'upload-length': '10', 'upload-metadata': 'filename ***' },
      'bad metadata',
    ],
  ])('refuses %s with %j (%s) with 400 and creates nothing', async (query, headers, _why) => {
    const partner = await createUser(app());
    const before = await driveSnapshot(app());
    const res = await callRoute(app(), driveRoutes.upload, partner, {
      params: { directory: 'Footage' },
      query: wrong(Object.fromEntries(new URLSearchParams(query))),
      headers: tusHeaders(partner, headers),
    });
    expect(res.status).toBe(400);
    expect(['invalid_input', 'form_incomplete']).toContain(res.code);
    expect(await driveSnapshot(app())).toEqual(before);
  });

  test('refuses a caller without a token (401) and an Affiliate (403)', async () => {
    const affiliate = await createUser(app(), { accountType: 'Affiliate' });
    const before = await driveSnapshot(app());
    const anonymous = await callRoute(app(), driveRoutes.upload, null, {
      params: { directory: 'Footage' },
      query: { type: 'video/mp4' },
      headers: { 'upload-length': '10', 'tus-resumable': '1.0.0' },
    });
    expect(anonymous.status).toBe(401);
    const refused = await startUpload(app(), affiliate, { size: 10 });
    expect(refused.statusCode).toBe(403);
    expect(await driveSnapshot(app())).toEqual(before);
  });

  test('answers 413 for a video over UPLOAD_MAX_VIDEO_BYTES and keeps nothing', async () => {
    const partner = await createUser(app());
    const before = await driveSnapshot(app());
    const res = await startUpload(app(), partner, { size: 200_001 });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({ code: 'file_too_large' });
    expect(res.json().error.message).toContain('195 KiB');
    expect(await driveSnapshot(app())).toEqual(before);
  });

  test('answers 413 for an image over UPLOAD_MAX_IMAGE_BYTES while a video of that size is fine', async () => {
    const artist = await createUser(app(), { accountType: 'Production', isArtist: true });
    expect((await startUpload(app(), artist, { size: 60_000, type: 'image/png' })).statusCode).toBe(
      413,
    );
    expect((await startUpload(app(), artist, { size: 60_000, type: 'video/mp4' })).statusCode).toBe(
      201,
    );
  });
});

describe('sending the bytes', () => {
  test('finishes an upload and records its size and SHA-256', async () => {
    const editor = await createUser(app(), { accountType: 'Production', isEditor: true });
    const bytes = fakeMp4(150_000);
    const { id } = await uploadWhole(app(), editor, bytes);
    const progress = await onUpload(driveRoutes.progress, editor, id);
    expect(progress.json()).toEqual({
      uploadProgress: 100,
      paused: false,
      state: 'finished',
      bytesReceived: 150_000,
      size: 150_000,
    });
    const row = await app()
      .db.selectFrom('drive_files')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('finished');
    expect(row.sha256).toBe(sha256(bytes));
    expect(Number(row.size)).toBe(150_000);
    expect(row.finished_at).not.toBeNull();
  });

  test('checks the first bytes even when they arrive in pieces smaller than the check needs', async () => {
    const partner = await createUser(app());
    const bytes = fakeMp4(5000);
    const { uri, upload_id: id } = (
      await startUpload(app(), partner, { size: bytes.length })
    ).json();
    expect((await sendBytes(app(), partner, uri, 0, bytes.subarray(0, 10))).statusCode).toBe(204);
    expect((await sendBytes(app(), partner, uri, 10, bytes.subarray(10, 300))).statusCode).toBe(
      204,
    );
    expect((await sendBytes(app(), partner, uri, 300, bytes.subarray(300))).statusCode).toBe(204);
    // The digest job fills the SHA-256 just after the answer (decision 036).
    const row = await fileRow(app(), id);
    expect(row?.sha256).toBe(sha256(bytes));
  });

  test('refuses a PNG sent as video/mp4 (a renamed .mp4) with 415 and leaves no file or record', async () => {
    const partner = await createUser(app());
    const before = await driveSnapshot(app());
    const png = fakePng(20_000);
    const created = await startUpload(app(), partner, { size: png.length, name: 'holiday.mp4' });
    const { uri } = created.json();
    const sent = await sendBytes(app(), partner, uri, 0, png);
    expect(sent.statusCode).toBe(415);
    expect(JSON.parse(sent.body).error.code).toBe('unsupported_file_type');
    const after = await driveSnapshot(app());
    // The folder may stay (it is the user's named folder); the file and its record do not.
    expect(after.files).toEqual(before.files);
    expect(after.disk).toEqual(before.disk);
    // A client whose connection lost that answer learns the reason on its next request…
    const { upload_id: id } = created.json();
    const head = await app().app.inject({ method: 'HEAD', url: uri, headers: tusHeaders(partner) });
    expect(head.statusCode).toBe(415);
    expect((await onUpload(driveRoutes.progress, partner, id)).json().error.code).toBe(
      'unsupported_file_type',
    );
    // …and nobody else does.
    const other = await createUser(app());
    expect((await onUpload(driveRoutes.progress, other, id)).statusCode).toBe(404);
    expect((await onUpload(driveRoutes.cancel, other, id)).statusCode).toBe(404);
    // Its uploader cancels and removes it without an error: it is gone already.
    expect((await onUpload(driveRoutes.cancel, partner, id)).statusCode).toBe(200);
    const removed = await callRoute(app(), driveRoutes.remove, partner, {
      params: { uploadId: id },
    });
    expect(removed.status).toBe(200);
    expect((await driveSnapshot(app())).files).toEqual(before.files);
  });

  test('refuses a video sent as an image thumbnail', async () => {
    const artist = await createUser(app(), { accountType: 'Production', isArtist: true });
    const before = diskFiles(app());
    const bytes = fakeMp4(3000);
    const { uri } = (await startUpload(app(), artist, { size: 3000, type: 'image/png' })).json();
    expect((await sendBytes(app(), artist, uri, 0, bytes)).statusCode).toBe(415);
    expect(diskFiles(app())).toEqual(before);
  });

  test('refuses a file too short to be a video once its last byte arrives', async () => {
    const partner = await createUser(app());
    const { uri, upload_id: id } = (await startUpload(app(), partner, { size: 8 })).json();
    expect((await sendBytes(app(), partner, uri, 0, Buffer.from('notvideo'))).statusCode).toBe(415);
    expect(await fileRow(app(), id)).toBeUndefined();
  });

  test('stores the type found in the bytes, not the one declared', async () => {
    const partner = await createUser(app());
    const bytes = fakeWebm(4000);
    const { id } = await uploadWhole(app(), partner, bytes, {
      type: 'video/mp4',
      name: 'clip.webm',
    });
    const row = await app()
      .db.selectFrom('drive_files')
      .select('mime')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.mime).toBe('video/webm');
  });

  test('refuses more bytes than the upload declared and keeps what fits', async () => {
    const partner = await createUser(app());
    const { uri, upload_id: id } = (await startUpload(app(), partner, { size: 1000 })).json();
    const res = await sendBytes(app(), partner, uri, 0, fakeMp4(1500));
    expect(res.statusCode).toBe(413);
    expect((await onUpload(driveRoutes.progress, partner, id)).json().state).toBe('uploading');
  });

  test('refuses a PATCH at the wrong offset with 409 upload_conflict', async () => {
    const partner = await createUser(app());
    const { uri } = (await startUpload(app(), partner, { size: 1000 })).json();
    const res = await sendBytes(app(), partner, uri, 10, fakeMp4(100));
    expect(res.statusCode).toBe(409);
    expect(JSON.parse(res.body).error.code).toBe('upload_conflict');
  });

  test('refuses a PATCH without a token (401) or at another folder name (404)', async () => {
    const partner = await createUser(app());
    const { uri, upload_id: id } = (await startUpload(app(), partner, { size: 1000 })).json();
    const anonymous = await app().app.inject({
      method: 'PATCH',
      url: uri,
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      payload: fakeMp4(1000),
    });
    expect(anonymous.statusCode).toBe(401);
    const elsewhere = await sendBytes(app(), partner, uploadUri('Other', id), 0, fakeMp4(1000));
    expect(elsewhere.statusCode).toBe(404);
    expect((await onUpload(driveRoutes.progress, partner, id)).json().bytesReceived).toBe(0);
  });
});

describe('multipart images', () => {
  const multipart = (bytes: Buffer, field = 'file', filename = 'thumb.png') => {
    const boundary = 'crewcastboundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  };

  test('stores a small image in one request, finished, with its SHA-256', async () => {
    const artist = await createUser(app(), { accountType: 'Production', isArtist: true });
    const png = fakePng(30_000);
    const { payload, headers } = multipart(png);
    const { raw: res } = await callRoute(app(), driveRoutes.upload, artist, {
      params: { directory: 'Thumbs' },
      query: { type: 'image/png', method: 'multipart' },
      headers,
      payload,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ state: 'finished', name: 'thumb.png' });
    const { raw: download } = await callRoute(app(), driveRoutes.download, artist, {
      params: { fileId: body.upload_id },
    });
    expect(sha256(download.rawPayload)).toBe(sha256(png));
  });

  test('answers 413 for an image over the limit and leaves no file behind', async () => {
    const artist = await createUser(app(), { accountType: 'Production', isArtist: true });
    const before = await driveSnapshot(app());
    const { payload, headers } = multipart(fakePng(50_001));
    const { raw: res } = await callRoute(app(), driveRoutes.upload, artist, {
      params: { directory: 'Thumbs' },
      query: { type: 'image/png', method: 'multipart' },
      headers,
      payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('file_too_large');
    expect(await driveSnapshot(app())).toEqual(before);
  });

  test('refuses a video as multipart, a wrong field name, and a fake image, keeping nothing', async () => {
    const artist = await createUser(app(), { accountType: 'Production', isArtist: true });
    const before = await driveSnapshot(app());
    const send = (type: UploadQuery['type'], body: ReturnType<typeof multipart>) =>
      callRoute(app(), driveRoutes.upload, artist, {
        params: { directory: 'Thumbs' },
        query: { type, method: 'multipart' },
        headers: body.headers,
        payload: body.payload,
      }).then((r) => r.raw);
    const asVideo = await send('video/mp4', multipart(fakeMp4(1000)));
    expect(asVideo.statusCode).toBe(400);
    const wrongField = await send('image/png', multipart(fakePng(1000), 'picture'));
    expect(wrongField.statusCode).toBe(400);
    const fake = await send('image/png', multipart(fakeMp4(1000)));
    expect(fake.statusCode).toBe(415);
    expect(await driveSnapshot(app())).toEqual(before);
  });
});
