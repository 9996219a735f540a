import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { driveRoutes } from '../../../common/api/drive.js';
import { s3Storage } from '../../integrations/storage/s3-storage.js';
import { createUser } from '../../test/factories.js';
import { startS3Server } from '../../test/s3-server.js';
import { useTestApp } from '../../test/use-test-app.js';
import { fakeMp4, fakePng, fileRow, sendBytes, sha256, startUpload } from '../../test/drive.js';
import { callRoute } from '../../test/call-route.js';

// The drive on S3-compatible storage, against a real S3 server (s3rver) the test starts.

let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server();
});
const app = useTestApp(() => ({ env: s3.env }));
afterAll(async () => {
  await s3.close();
});

/** A direct view of the bucket, as another instance would open it. */
const bucketView = () => s3Storage(s3.settings);

describe('files in an S3 bucket', () => {
  test('a tus upload in two PATCHes downloads whole and by Range with an equal SHA-256', async () => {
    const partner = await createUser(app());
    const bytes = fakeMp4(13 * 1024 * 1024 + 123);
    const created = await startUpload(app(), partner, { size: bytes.length });
    expect(created.statusCode).toBe(201);
    const { uri, upload_id: id } = created.json<{ uri: string; upload_id: string }>();
    const half = 6 * 1024 * 1024;
    expect((await sendBytes(app(), partner, uri, 0, bytes.subarray(0, half))).statusCode).toBe(204);
    // Another instance sees where the upload stands from the bucket alone.
    expect(await bucketView().size(id)).toBe(half);
    const head = await app().app.inject({
      method: 'HEAD',
      url: uri,
      headers: { ...partner.headers, 'tus-resumable': '1.0.0' },
    });
    expect(head.headers['upload-offset']).toBe(String(half));
    const rest = await sendBytes(app(), partner, uri, half, bytes.subarray(half));
    expect(rest.statusCode).toBe(204);
    expect((await fileRow(app(), id))?.sha256).toBe(sha256(bytes));

    const whole = await callRoute(app(), driveRoutes.download, partner, { params: { fileId: id } });
    expect(whole.status).toBe(200);
    expect(sha256(whole.raw.rawPayload)).toBe(sha256(bytes));
    const from = 8 * 1024 * 1024 - 10;
    const ranged = await callRoute(app(), driveRoutes.download, partner, {
      params: { fileId: id },
      headers: {
        range: `bytes=${from}-${from + 99_999}`,
      },
    });
    expect(ranged.status).toBe(206);
    expect(ranged.raw.headers['content-range']).toBe(
      `bytes ${from}-${from + 99_999}/${bytes.length}`,
    );
    expect(sha256(ranged.raw.rawPayload)).toBe(sha256(bytes.subarray(from, from + 100_000)));
  });

  test('a PNG sent as a video is refused with 415 and leaves nothing in the bucket', async () => {
    const partner = await createUser(app());
    const png = fakePng(20_000);
    const { uri, upload_id: id } = (await startUpload(app(), partner, { size: png.length })).json();
    const res = await sendBytes(app(), partner, uri, 0, png);
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported_file_type');
    expect(await fileRow(app(), id)).toBeUndefined();
    expect(await bucketView().size(id)).toBeUndefined();
  });

  test('a multipart image is stored in the bucket and downloads equal', async () => {
    const artist = await createUser(app(), { accountType: 'Production', isArtist: true });
    const png = fakePng(40_000);
    const boundary = 'crewcastboundary';
    const { raw: res } = await callRoute(app(), driveRoutes.upload, artist, {
      params: { directory: 'Thumbs' },
      query: { type: 'image/png', method: 'multipart' },
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="t.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(res.statusCode).toBe(201);
    const id = res.json<{ upload_id: string }>().upload_id;
    expect(await bucketView().size(id)).toBe(png.length);
    const download = await callRoute(app(), driveRoutes.download, artist, {
      params: { fileId: id },
    });
    expect(sha256(download.raw.rawPayload)).toBe(sha256(png));
  });

  test('an object deleted from the bucket answers 410 file_gone', async () => {
    const partner = await createUser(app());
    const bytes = fakeMp4(3000);
    const { uri, upload_id: id } = (
      await startUpload(app(), partner, { size: bytes.length })
    ).json();
    expect((await sendBytes(app(), partner, uri, 0, bytes)).statusCode).toBe(204);
    expect(await bucketView().size(id)).toBe(3000);
    await bucketView().remove(id);
    const res = await callRoute(app(), driveRoutes.download, partner, { params: { fileId: id } });
    expect(res.status).toBe(410);
    expect(res.code).toBe('file_gone');
  });
});
