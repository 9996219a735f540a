import { statfsSync } from 'node:fs';
import { callRoute } from '../../test/call-route.js';
import { driveRoutes } from '../../../common/api/drive.js';
import { tmpdir } from 'node:os';
import { describe, expect, test } from 'vitest';
import { anotherInstance } from '../../test/test-app.js';
import { createUser } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import { driveSnapshot, fakePng, patchHeaders, startUpload, tusHeaders } from '../../test/drive.js';

// The test apps keep their files under the system's temporary folder: that volume's free space.
const freeMiB = () => {
  const info = statfsSync(tmpdir());
  return Math.floor((info.bavail * info.bsize) / 1024 / 1024);
};

const multipartPng = (bytes: Buffer) => {
  const boundary = 'crewcastboundary';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="thumb.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

describe('with about 1 GiB free above the reserve', () => {
  const app = useTestApp(() => ({ env: { STORAGE_RESERVE_MB: String(freeMiB() - 1024) } }));

  test('a tus upload declaring 4 GiB is refused with 507 insufficient_storage, keeping nothing', async () => {
    const partner = await createUser(app());
    const before = await driveSnapshot(app());
    const res = await startUpload(app(), partner, { size: 4 * 1024 ** 3 });
    expect(res.statusCode).toBe(507);
    expect(res.json().error.code).toBe('insufficient_storage');
    expect(await driveSnapshot(app())).toEqual(before);
  });

  test('uploads created together share the free space: the one that no longer fits gets 507', async () => {
    const partner = await createUser(app());
    const first = await startUpload(app(), partner, { size: 600 * 1024 ** 2 });
    expect(first.statusCode).toBe(201);
    // No byte of the first is stored yet, but its 600 MiB are promised to it.
    const second = await startUpload(app(), partner, { size: 600 * 1024 ** 2 });
    expect(second.statusCode).toBe(507);
    expect(second.json().error.code).toBe('insufficient_storage');
    // Cancelled, the first gives its room back.
    const { uri } = first.json<{ uri: string }>();
    const cancelled = await app().app.inject({
      method: 'DELETE',
      url: uri,
      headers: tusHeaders(partner),
    });
    expect(cancelled.statusCode).toBe(204);
    expect((await startUpload(app(), partner, { size: 600 * 1024 ** 2 })).statusCode).toBe(201);
  });

  test('a PATCH is refused with 507 before any byte when the room has gone meanwhile', async () => {
    const partner = await createUser(app());
    const created = await startUpload(app(), partner, { size: 100_000 });
    expect(created.statusCode).toBe(201);
    const { uri } = created.json<{ uri: string }>();
    // The same instance's storage, with the free space taken by something else since.
    const squeezed = await anotherInstance(app(), {
      config: { STORAGE_RESERVE_MB: freeMiB() + 1024 },
    });
    try {
      const refused = await squeezed.inject({
        method: 'PATCH',
        url: uri,
        headers: patchHeaders(partner, 0),
        payload: Buffer.alloc(100_000, 1),
      });
      expect(refused.statusCode).toBe(507);
      expect(refused.json().error.code).toBe('insufficient_storage');
      const head = await app().app.inject({
        method: 'HEAD',
        url: uri,
        headers: tusHeaders(partner),
      });
      expect(head.headers['upload-offset']).toBe('0');
    } finally {
      await squeezed.close();
    }
  });

  test('a small upload that fits above the reserve is taken', async () => {
    const partner = await createUser(app());
    const res = await startUpload(app(), partner, { size: 10_000 });
    expect(res.statusCode).toBe(201);
  });
});

describe('with a reserve larger than the free space', () => {
  const app = useTestApp(() => ({ env: { STORAGE_RESERVE_MB: String(freeMiB() + 1024) } }));

  test('even a tiny tus upload is refused with 507', async () => {
    const partner = await createUser(app());
    const res = await startUpload(app(), partner, { size: 100 });
    expect(res.statusCode).toBe(507);
    expect(res.json().error.code).toBe('insufficient_storage');
  });

  test('a multipart image is refused with 507 and leaves nothing behind', async () => {
    const artist = await createUser(app(), { accountType: 'Production', isArtist: true });
    const before = await driveSnapshot(app());
    const { payload, headers } = multipartPng(fakePng(30_000));
    const { raw: res } = await callRoute(app(), driveRoutes.upload, artist, {
      params: { directory: 'Thumbs' },
      query: { type: 'image/png', method: 'multipart' },
      headers,
      payload,
    });
    expect(res.statusCode).toBe(507);
    expect(res.json().error.code).toBe('insufficient_storage');
    expect(await driveSnapshot(app())).toEqual(before);
  });
});
