import { describe, expect, test } from 'vitest';
import { fillPath } from '../../../common/api/contract.js';
import { driveRoutes, uploadUri } from '../../../common/api/drive.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import {
  directDrive,
  fakeMp4,
  get,
  insertOrder,
  sendBytes,
  sha256,
  startUpload,
  uploadWhole,
} from '../../test/drive.js';
import { callRoute, injectRaw, wrong } from '../../test/call-route.js';

let clock = new Date('2026-11-23T10:00:00Z');
const t = useTestApp({ now: () => clock });

async function finishedVideo(user: TestUser, size = 5000, name = 'clip.mp4') {
  const bytes = fakeMp4(size);
  const { id, folderId } = await uploadWhole(t(), user, bytes, { name });
  return { id, folderId, bytes };
}

describe('GET and HEAD /api/drive/download/{fileId}', () => {
  test('a Range of bytes=100-199 returns exactly those 100 bytes with 206', async () => {
    const partner = await createUser(t());
    const { id, bytes } = await finishedVideo(partner);
    const res = await callRoute(t(), driveRoutes.download, partner, {
      params: { fileId: id },
      headers: { range: 'bytes=100-199' },
    });
    expect(res.status).toBe(206);
    expect(res.raw.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`);
    expect(res.raw.headers['content-length']).toBe('100');
    expect(res.raw.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);
  });

  test('HEAD gives the content-length, type and disposition without a body', async () => {
    const partner = await createUser(t());
    const { id } = await finishedVideo(partner, 5000, 'Montage final — v2.mp4');
    const res = await injectRaw(t(), 'HEAD, which Fastify answers for the GET route', {
      method: 'HEAD',
      url: fillPath(driveRoutes.download.path, { fileId: id }),
      headers: partner.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe('5000');
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Montage final _ v2.mp4"; filename*=UTF-8''Montage%20final%20%E2%80%94%20v2.mp4`,
    );
    expect(res.rawPayload.length).toBe(0);
  });

  test('a whole download matches the upload', async () => {
    const partner = await createUser(t());
    const { id, bytes } = await finishedVideo(partner, 70_000);
    const res = await callRoute(t(), driveRoutes.download, partner, { params: { fileId: id } });
    expect(res.status).toBe(200);
    expect(sha256(res.raw.rawPayload)).toBe(sha256(bytes));
    expect(res.raw.headers.etag).toBe(`"${sha256(bytes)}"`);
  });

  test.each([
    ['bytes=-100', 206, [4900, 5000]],
    ['bytes=4000-', 206, [4000, 5000]],
    ['bytes=4990-9999', 206, [4990, 5000]],
    ['bytes=0-0', 206, [0, 1]],
    ['bytes=0-10,20-30', 200, [0, 5000]],
    ['bytes=50-10', 200, [0, 5000]],
    ['items=0-10', 200, [0, 5000]],
  ] as const)('Range %s answers %i with the right bytes', async (range, status, [from, to]) => {
    const partner = await createUser(t());
    const { id, bytes } = await finishedVideo(partner);
    const res = await callRoute(t(), driveRoutes.download, partner, {
      params: { fileId: id },
      headers: { range },
    });
    expect(res.status).toBe(status);
    expect(res.raw.rawPayload.equals(bytes.subarray(from, to))).toBe(true);
  });

  test.each(['bytes=5000-', 'bytes=-0'])(
    'Range %s is unsatisfiable: 416 and the size',
    async (range) => {
      const partner = await createUser(t());
      const { id } = await finishedVideo(partner);
      const res = await callRoute(t(), driveRoutes.download, partner, {
        params: { fileId: id },
        headers: { range },
      });
      expect(res.status).toBe(416);
      expect(res.raw.headers['content-range']).toBe('bytes */5000');
      expect(res.code).toBe('range_not_satisfiable');
    },
  );

  test('If-Range with an old ETag gets the whole file, with the current one the range', async () => {
    const partner = await createUser(t());
    const { id, bytes } = await finishedVideo(partner);
    const stale = await callRoute(t(), driveRoutes.download, partner, {
      params: { fileId: id },
      headers: {
        range: 'bytes=0-9',
        'if-range': '"old"',
      },
    });
    expect(stale.status).toBe(200);
    const fresh = await callRoute(t(), driveRoutes.download, partner, {
      params: { fileId: id },
      headers: {
        range: 'bytes=0-9',
        'if-range': `"${sha256(bytes)}"`,
      },
    });
    expect(fresh.status).toBe(206);
  });

  test('an unfinished upload is 409 for its uploader and 404 for anyone else', async () => {
    const partner = await createUser(t());
    const other = await createUser(t());
    const { upload_id: id } = (await startUpload(t(), partner, { size: 100 })).json();
    expect(
      (await callRoute(t(), driveRoutes.download, partner, { params: { fileId: id } })).code,
    ).toBe('upload_unfinished');
    expect(
      (await callRoute(t(), driveRoutes.download, other, { params: { fileId: id } })).status,
    ).toBe(404);
  });

  test('refuses a malformed id (400) and a missing token (401)', async () => {
    const partner = await createUser(t());
    const { id } = await finishedVideo(partner);
    expect(
      (await callRoute(t(), driveRoutes.download, partner, { params: { fileId: 'nope' } })).status,
    ).toBe(400);
    expect(
      (await callRoute(t(), driveRoutes.download, null, { params: { fileId: id } })).status,
    ).toBe(401);
    expect(
      (
        await callRoute(t(), driveRoutes.download, null, {
          params: { fileId: id },
          headers: {
            authorization: 'Bearer forged.token.here',
          },
        })
      ).status,
    ).toBe(401);
  });
});

describe('who may download', () => {
  test('the uploader, the folder owner, Admins and the order’s staff; nobody else', async () => {
    const partner = await createUser(t());
    const editor = await createUser(t(), { accountType: 'Production', isEditor: true });
    const admin = await createUser(t(), { accountType: 'Admin' });
    const stranger = await createUser(t());
    const assigned = await createUser(t(), { accountType: 'Production', isEditor: true });

    // The editor's delivery moves into the Partner's order folder as layer 2, as Orders does it.
    const delivery = await finishedVideo(editor);
    const raw = await finishedVideo(partner);
    const orderId = await insertOrder(t(), {
      clientId: partner.uid,
      staffId: editor.uid,
      folderId: raw.folderId,
    });
    const drive = directDrive(t());
    await drive.attachUploads({
      uploaderUid: editor.uid,
      uploads: [uploadUri('Raw footage', delivery.id)],
      kind: 'video',
      folderId: raw.folderId,
      orderId,
      layer: 2,
    });

    const status = async (user: TestUser) =>
      (await callRoute(t(), driveRoutes.download, user, { params: { fileId: delivery.id } }))
        .status;
    expect(await status(editor)).toBe(200);
    expect(await status(partner)).toBe(200);
    expect(await status(admin)).toBe(200);
    expect(await status(stranger)).toBe(404);
    expect(await status(assigned)).toBe(404);
    // The order passes to them: now they see its files.
    await t()
      .db.updateTable('production_requests')
      .set({ staff_id: assigned.uid })
      .where('id', '=', orderId)
      .execute();
    expect(await status(assigned)).toBe(200);
  });
});

describe('signed media links', () => {
  test('a link plays without a token, inline, and only for its own file', async () => {
    const partner = await createUser(t());
    const { id, bytes } = await finishedVideo(partner);
    const other = await finishedVideo(partner);
    const link = await callRoute(t(), driveRoutes.link, partner, {
      params: { fileId: id },
      query: { disposition: 'inline' },
    });
    expect(link.status).toBe(200);
    const { url, expiresAt } = link.body;
    expect(new Date(expiresAt).getTime() - clock.getTime()).toBe(120 * 60_000);

    const played = await get(t(), undefined, url, { range: 'bytes=100-199' });
    expect(played.statusCode).toBe(206);
    expect(played.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);
    expect(played.headers['content-disposition']).toMatch(/^inline;/);

    const token = new URL(url, 'http://x').searchParams.get('access') ?? '';
    const elsewhere = await callRoute(t(), driveRoutes.download, null, {
      params: { fileId: other.id },
      query: { access: token },
    });
    expect(elsewhere.status).toBe(401);
    const tampered = await get(t(), undefined, `${url.slice(0, -3)}abc`);
    expect(tampered.statusCode).toBe(401);
  });

  test('a link stops working when it expires', async () => {
    const partner = await createUser(t());
    const { id } = await finishedVideo(partner);
    const { url } = (await callRoute(t(), driveRoutes.link, partner, { params: { fileId: id } }))
      .body;
    expect((await get(t(), undefined, url)).headers['content-disposition']).toMatch(/^attachment;/);
    const start = clock;
    clock = new Date(start.getTime() + 121 * 60_000);
    try {
      expect((await get(t(), undefined, url)).statusCode).toBe(401);
    } finally {
      clock = start;
    }
  });

  test('a link still obeys the access rule when it is used', async () => {
    const partner = await createUser(t());
    const { id } = await finishedVideo(partner);
    const { url } = (await callRoute(t(), driveRoutes.link, partner, { params: { fileId: id } }))
      .body;
    await callRoute(t(), driveRoutes.remove, partner, { params: { uploadId: id } });
    expect((await get(t(), undefined, url)).statusCode).toBe(404);
  });

  test('refuses a link for a file the caller may not read, a bad disposition, and no token', async () => {
    const partner = await createUser(t());
    const stranger = await createUser(t());
    const { id } = await finishedVideo(partner);
    expect(
      (await callRoute(t(), driveRoutes.link, stranger, { params: { fileId: id } })).status,
    ).toBe(404);
    expect(
      (
        await callRoute(t(), driveRoutes.link, partner, {
          params: { fileId: id },
          query: { disposition: wrong('evil') },
        })
      ).status,
    ).toBe(400);
    expect((await callRoute(t(), driveRoutes.link, null, { params: { fileId: id } })).status).toBe(
      401,
    );
    const { upload_id: unfinished, uri } = (await startUpload(t(), partner, { size: 100 })).json();
    await sendBytes(t(), partner, uri, 0, fakeMp4(50));
    expect(
      (await callRoute(t(), driveRoutes.link, partner, { params: { fileId: unfinished } })).status,
    ).toBe(409);
  });
});
