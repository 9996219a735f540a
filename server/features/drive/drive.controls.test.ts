import { describe, expect, test } from 'vitest';
import { callRoute } from '../../test/call-route.js';
import { driveRoutes } from '../../../common/api/drive.js';
import { createUser } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import {
  driveSnapshot,
  fakeMp4,
  get,
  sendBytes,
  startUpload,
  tusHeaders,
  uploadWhole,
} from '../../test/drive.js';

const t = useTestApp();

describe('progress, pause, resume, cancel and remove', () => {
  test('walks an upload through its states', async () => {
    const partner = await createUser(t());
    const bytes = fakeMp4(10_000);
    const { uri, upload_id: id } = (await startUpload(t(), partner, { size: bytes.length })).json();

    expect((await get(t(), partner, `/api/drive/progress/${id}`)).json()).toEqual({
      uploadProgress: 0,
      paused: false,
      state: 'uploading',
      bytesReceived: 0,
      size: 10_000,
    });
    expect((await sendBytes(t(), partner, uri, 0, bytes.subarray(0, 4000))).statusCode).toBe(204);
    expect((await get(t(), partner, `/api/drive/progress/${id}`)).json()).toMatchObject({
      uploadProgress: 40,
      bytesReceived: 4000,
    });

    const paused = await get(t(), partner, `/api/drive/pause/${id}`);
    expect(paused.json()).toMatchObject({ paused: true, state: 'paused', uploadProgress: 40 });
    const refused = await sendBytes(t(), partner, uri, 4000, bytes.subarray(4000));
    expect(refused.statusCode).toBe(423);
    expect((await get(t(), partner, `/api/drive/progress/${id}`)).json()).toMatchObject({
      paused: true,
      bytesReceived: 4000,
    });

    expect((await get(t(), partner, `/api/drive/resume/${id}`)).json()).toMatchObject({
      paused: false,
      state: 'uploading',
    });
    expect((await sendBytes(t(), partner, uri, 4000, bytes.subarray(4000))).statusCode).toBe(204);
    expect((await get(t(), partner, `/api/drive/progress/${id}`)).json()).toMatchObject({
      uploadProgress: 100,
      state: 'finished',
    });

    // A finished upload cannot be paused; resuming it changes nothing.
    expect((await get(t(), partner, `/api/drive/pause/${id}`)).statusCode).toBe(409);
    expect((await get(t(), partner, `/api/drive/resume/${id}`)).json().state).toBe('finished');

    const removed = await callRoute(t(), driveRoutes.remove, partner, { params: { uploadId: id } });
    expect(removed.body).toEqual({ ok: true });
    expect((await get(t(), partner, `/api/drive/progress/${id}`)).statusCode).toBe(404);
    expect((await get(t(), partner, `/api/drive/download/${id}`)).statusCode).toBe(404);
  });

  test('progress stays below 100 until the last byte is stored', async () => {
    const partner = await createUser(t());
    const bytes = fakeMp4(1000);
    const { uri, upload_id: id } = (await startUpload(t(), partner, { size: bytes.length })).json();
    await sendBytes(t(), partner, uri, 0, bytes.subarray(0, 999));
    expect((await get(t(), partner, `/api/drive/progress/${id}`)).json().uploadProgress).toBe(99);
  });

  test('cancel deletes a partial upload and its bytes', async () => {
    const partner = await createUser(t());
    const before = await driveSnapshot(t());
    const bytes = fakeMp4(10_000);
    const { uri, upload_id: id } = (await startUpload(t(), partner, { size: bytes.length })).json();
    await sendBytes(t(), partner, uri, 0, bytes.subarray(0, 6000));
    expect((await get(t(), partner, `/api/drive/cancel/${id}`)).json()).toEqual({ ok: true });
    const after = await driveSnapshot(t());
    expect(after.files).toEqual(before.files);
    expect(after.disk).toEqual(before.disk);
    // The tus address is gone too.
    const head = await t().app.inject({ method: 'HEAD', url: uri, headers: tusHeaders(partner) });
    expect(head.statusCode).toBe(404);
  });

  test('tus termination (DELETE on the uri) is a cancel', async () => {
    const partner = await createUser(t());
    const { uri, upload_id: id } = (await startUpload(t(), partner, { size: 100 })).json();
    const res = await t().app.inject({ method: 'DELETE', url: uri, headers: tusHeaders(partner) });
    expect(res.statusCode).toBe(204);
    expect((await get(t(), partner, `/api/drive/progress/${id}`)).statusCode).toBe(404);
  });

  test('an Admin may see and control anyone’s upload', async () => {
    const partner = await createUser(t());
    const admin = await createUser(t(), { accountType: 'Admin' });
    const { upload_id: id } = (await startUpload(t(), partner, { size: 100 })).json();
    expect((await get(t(), admin, `/api/drive/progress/${id}`)).statusCode).toBe(200);
    expect((await get(t(), admin, `/api/drive/pause/${id}`)).json().paused).toBe(true);
    expect((await get(t(), admin, `/api/drive/cancel/${id}`)).statusCode).toBe(200);
  });

  test.each(['progress', 'pause', 'resume', 'cancel'])(
    '/api/drive/%s refuses a malformed id with 400 and no token with 401',
    async (action) => {
      const partner = await createUser(t());
      expect((await get(t(), partner, `/api/drive/${action}/not-an-id`)).statusCode).toBe(400);
      expect((await get(t(), partner, `/api/drive/${action}/${'a'.repeat(33)}`)).statusCode).toBe(
        400,
      );
      expect((await get(t(), undefined, `/api/drive/${action}/${'a'.repeat(32)}`)).statusCode).toBe(
        401,
      );
    },
  );

  test('an unknown upload id gets 404', async () => {
    const partner = await createUser(t());
    expect((await get(t(), partner, `/api/drive/progress/${'0'.repeat(32)}`)).statusCode).toBe(404);
  });
});

describe("another user's upload", () => {
  test('every control answers 404 and changes nothing', async () => {
    const owner = await createUser(t());
    const other = await createUser(t(), { accountType: 'Production', isEditor: true });
    const bytes = fakeMp4(5000);
    const { uri, upload_id: id } = (await startUpload(t(), owner, { size: bytes.length })).json();
    await sendBytes(t(), owner, uri, 0, bytes.subarray(0, 2000));
    const finished = await uploadWhole(t(), owner, fakeMp4(3000));
    const before = await driveSnapshot(t());

    for (const action of ['progress', 'pause', 'resume', 'cancel']) {
      const res = await get(t(), other, `/api/drive/${action}/${id}`);
      expect(res.statusCode, action).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    for (const target of [id, finished.id]) {
      const removed = await callRoute(t(), driveRoutes.remove, other, {
        params: { uploadId: target },
      });
      expect(removed.status).toBe(404);
    }
    const head = await t().app.inject({ method: 'HEAD', url: uri, headers: tusHeaders(other) });
    expect(head.statusCode).toBe(404);
    const patch = await sendBytes(t(), other, uri, 2000, bytes.subarray(2000));
    expect(patch.statusCode).toBe(404);
    const terminate = await t().app.inject({
      method: 'DELETE',
      url: uri,
      headers: tusHeaders(other),
    });
    expect(terminate.statusCode).toBe(404);
    expect((await get(t(), other, `/api/drive/download/${finished.id}`)).statusCode).toBe(404);
    expect((await get(t(), other, `/api/drive/link/${finished.id}`)).statusCode).toBe(404);

    expect(await driveSnapshot(t())).toEqual(before);
    expect((await get(t(), owner, `/api/drive/progress/${id}`)).json()).toMatchObject({
      bytesReceived: 2000,
      paused: false,
    });
  });
});
