import { rmSync } from 'node:fs';
import { callRoute, injectRaw } from '../../test/call-route.js';
import { fillPath } from '../../../common/api/contract.js';
import { driveRoutes } from '../../../common/api/drive.js';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, test } from 'vitest';
import { createUser, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import { fakeMp4, get, uploadWhole } from '../../test/drive.js';

// A file whose record stays but whose bytes are gone: deleted from disk, a restore of the
// database without the files folder, another instance's disk.

const logLines: { level: number; msg: string; fileId?: string }[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean))
      logLines.push(JSON.parse(line) as { level: number; msg: string });
    done();
  },
});
const app = useTestApp({ env: { LOG_LEVEL: 'info' }, logStream });

const download = (who: TestUser, fileId: string, headers: Record<string, string> = {}) =>
  callRoute(app(), driveRoutes.download, who, { params: { fileId }, headers }).then((r) => r.raw);
const inlineLink = (who: TestUser, fileId: string) =>
  callRoute(app(), driveRoutes.link, who, {
    params: { fileId },
    query: { disposition: 'inline' },
  }).then((r) => r.raw);

/** A finished upload whose stored bytes were then deleted from the disk. */
async function fileWithoutBytes() {
  const partner = await createUser(app());
  const { id } = await uploadWhole(app(), partner, fakeMp4(5000));
  const link = await inlineLink(partner, id);
  rmSync(path.join(app().config.DATA_DIR, 'files', id));
  return { partner, id, linkUrl: link.json<{ url: string }>().url };
}

const warningsAbout = (id: string) =>
  logLines.filter((line) => line.fileId === id && line.level === 40);
const errorLines = () => logLines.filter((line) => line.level >= 50);

describe('a file whose stored bytes are missing', () => {
  test('a download answers 410 file_gone in the error shape, logged once as a warning', async () => {
    const { partner, id } = await fileWithoutBytes();
    const res = await download(partner, id);
    expect(res.statusCode).toBe(410);
    expect(res.json().error.code).toBe('file_gone');
    expect(warningsAbout(id)).toHaveLength(1);
    expect(errorLines()).toEqual([]);
  });

  test('a range download and a HEAD answer 410 file_gone too', async () => {
    const { partner, id } = await fileWithoutBytes();
    const ranged = await download(partner, id, { range: 'bytes=0-99' });
    expect(ranged.statusCode).toBe(410);
    expect(ranged.json().error.code).toBe('file_gone');
    const head = await injectRaw(app(), 'HEAD, which Fastify answers for the GET route', {
      method: 'HEAD',
      url: fillPath(driveRoutes.download.path, { fileId: id }),
      headers: partner.headers,
    });
    expect(head.statusCode).toBe(410);
    expect(errorLines()).toEqual([]);
  });

  test('a preview through a signed media link, and asking for a new link, answer 410', async () => {
    const { partner, id, linkUrl } = await fileWithoutBytes();
    const preview = await get(app(), undefined, linkUrl);
    expect(preview.statusCode).toBe(410);
    expect(preview.json().error.code).toBe('file_gone');
    const link = await inlineLink(partner, id);
    expect(link.statusCode).toBe(410);
    expect(link.json().error.code).toBe('file_gone');
    expect(errorLines()).toEqual([]);
  });

  test('someone who may not read the file still gets 404, not a hint that it is gone', async () => {
    const { id } = await fileWithoutBytes();
    const stranger = await createUser(app());
    const res = await download(stranger, id);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});
