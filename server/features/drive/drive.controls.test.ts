import { describe, expect, test } from 'vitest';
import { driveRoutes } from '../../../common/api/drive.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import {
  driveSnapshot,
  fakeMp4,
  sendBytes,
  startUpload,
  tusHeaders,
  uploadWhole,
} from '../../test/drive.js';
import { callRoute, wrong } from '../../test/call-route.js';

const t = useTestApp();

describe('progress, pause, resume, cancel and remove', () => {
  test('walks an upload through its states', async () => {
    const partner = await createUser(t());
    const bytes = fakeMp4(10_000);
    const { uri, upload_id: id } = (await startUpload(t(), partner, { size: bytes.length })).json();

    expect((await callRoute(t(), driveRoutes.progress, partner, { params: { id } })).body).toEqual({
      uploadProgress: 0,
      paused: false,
      state: 'uploading',
      bytesReceived: 0,
      size: 10_000,
    });
    expect((await sendBytes(t(), partner, uri, 0, bytes.subarray(0, 4000))).statusCode).toBe(204);
    expect(
      (await callRoute(t(), driveRoutes.progress, partner, { params: { id } })).body,
    ).toMatchObject({
      uploadProgress: 40,
      bytesReceived: 4000,
    });

    const paused = await callRoute(t(), driveRoutes.pause, partner, { params: { id } });
    expect(paused.body).toMatchObject({ paused: true, state: 'paused', uploadProgress: 40 });
    const refused = await sendBytes(t(), partner, uri, 4000, bytes.subarray(4000));
    expect(refused.statusCode).toBe(423);
    expect(
      (await callRoute(t(), driveRoutes.progress, partner, { params: { id } })).body,
    ).toMatchObject({
      paused: true,
      bytesReceived: 4000,
    });

    expect(
      (await callRoute(t(), driveRoutes.resume, partner, { params: { id } })).body,
    ).toMatchObject({
      paused: false,
      state: 'uploading',
    });
    expect((await sendBytes(t(), partner, uri, 4000, bytes.subarray(4000))).statusCode).toBe(204);
    expect(
      (await callRoute(t(), driveRoutes.progress, partner, { params: { id } })).body,
    ).toMatchObject({
      uploadProgress: 100,
      state: 'finished',
    });

    // A finished upload cannot be paused; resuming it changes nothing.
    expect((await callRoute(t(), driveRoutes.pause, partner, { params: { id } })).status).toBe(409);
    expect((await callRoute(t(), driveRoutes.resume, partner, { params: { id } })).body.state).toBe(
      'finished',
    );

    const removed = await callRoute(t(), driveRoutes.remove, partner, { params: { uploadId: id } });
    expect(removed.body).toEqual({ ok: true });
    expect((await callRoute(t(), driveRoutes.progress, partner, { params: { id } })).status).toBe(
      404,
    );
    expect(
      (await callRoute(t(), driveRoutes.download, partner, { params: { fileId: id } })).status,
    ).toBe(404);
  });

  test('progress stays below 100 until the last byte is stored', async () => {
    const partner = await createUser(t());
    const bytes = fakeMp4(1000);
    const { uri, upload_id: id } = (await startUpload(t(), partner, { size: bytes.length })).json();
    await sendBytes(t(), partner, uri, 0, bytes.subarray(0, 999));
    expect(
      (await callRoute(t(), driveRoutes.progress, partner, { params: { id } })).body.uploadProgress,
    ).toBe(99);
  });

  test('cancel deletes a partial upload and its bytes', async () => {
    const partner = await createUser(t());
    const before = await driveSnapshot(t());
    const bytes = fakeMp4(10_000);
    const { uri, upload_id: id } = (await startUpload(t(), partner, { size: bytes.length })).json();
    await sendBytes(t(), partner, uri, 0, bytes.subarray(0, 6000));
    expect((await callRoute(t(), driveRoutes.cancel, partner, { params: { id } })).body).toEqual({
      ok: true,
    });
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
    expect((await callRoute(t(), driveRoutes.progress, partner, { params: { id } })).status).toBe(
      404,
    );
  });

  test('an Admin may see and control anyone’s upload', async () => {
    const partner = await createUser(t());
    const admin = await createUser(t(), { accountType: 'Admin' });
    const { upload_id: id } = (await startUpload(t(), partner, { size: 100 })).json();
    expect((await callRoute(t(), driveRoutes.progress, admin, { params: { id } })).status).toBe(
      200,
    );
    expect((await callRoute(t(), driveRoutes.pause, admin, { params: { id } })).body.paused).toBe(
      true,
    );
    expect((await callRoute(t(), driveRoutes.cancel, admin, { params: { id } })).status).toBe(200);
  });

  test.each(['progress', 'pause', 'resume', 'cancel'] as const)(
    'GET /api/drive/%s refuses a malformed id with 400 and no token with 401',
    async (action) => {
      const partner = await createUser(t());
      const control = (who: TestUser | null, id: string) =>
        callRoute(t(), driveRoutes[action], who, { params: { id: wrong(id) } });
      expect((await control(partner, 'not-an-id')).status).toBe(400);
      expect((await control(partner, 'a'.repeat(33))).status).toBe(400);
      expect((await control(null, 'a'.repeat(32))).status).toBe(401);
    },
  );

  test('an unknown upload id gets 404', async () => {
    const partner = await createUser(t());
    expect(
      (await callRoute(t(), driveRoutes.progress, partner, { params: { id: '0'.repeat(32) } }))
        .status,
    ).toBe(404);
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

    for (const action of ['progress', 'pause', 'resume', 'cancel'] as const) {
      const res = await callRoute(t(), driveRoutes[action], other, { params: { id } });
      expect(res.status, action).toBe(404);
      expect(res.code).toBe('not_found');
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
    expect(
      (await callRoute(t(), driveRoutes.download, other, { params: { fileId: finished.id } }))
        .status,
    ).toBe(404);
    expect(
      (await callRoute(t(), driveRoutes.link, other, { params: { fileId: finished.id } })).status,
    ).toBe(404);

    expect(await driveSnapshot(t())).toEqual(before);
    expect(
      (await callRoute(t(), driveRoutes.progress, owner, { params: { id } })).body,
    ).toMatchObject({
      bytesReceived: 2000,
      paused: false,
    });
  });
});
