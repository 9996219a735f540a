import { driveRoutes } from '../../../common/api/drive.js';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { localDiskStorage } from '../../integrations/storage/local-disk-storage.js';
import { fakeMp4, fileRow, sha256, uploadWhole } from '../../test/drive.js';
import { createUser } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import { driveRepository } from './drive.repository.js';
import { digestPendingFiles } from './file-digests.js';
import { callRoute } from '../../test/call-route.js';

// A finished upload's SHA-256 is computed by a job after the upload answered (decision 036).

const t = useTestApp();

/** A runner of the digest job as another instance would have it: its own repository and storage. */
const runner = () => ({
  repo: driveRepository(t().db),
  storage: localDiskStorage(path.join(t().config.DATA_DIR, 'files')),
  log: { info() {}, warn() {} },
});

/** Forgets a file's digest, as it is between the upload's answer and the job. */
const forgetDigest = (id: string) =>
  t().db.updateTable('drive_files').set({ sha256: null }).where('id', '=', id).execute();

describe('the file digest job', () => {
  test('fills the SHA-256 of a finished upload soon after it answered', async () => {
    const partner = await createUser(t());
    const bytes = fakeMp4(300_000);
    const { id } = await uploadWhole(t(), partner, bytes);
    expect(await fileRow(t(), id)).toMatchObject({ state: 'finished', sha256: sha256(bytes) });
  });

  test('a file whose digest is pending is finished, listed and downloadable as any other', async () => {
    const partner = await createUser(t());
    const bytes = fakeMp4(80_000);
    const { id } = await uploadWhole(t(), partner, bytes);
    await forgetDigest(id);
    const list = (await callRoute(t(), driveRoutes.files, partner)).body;
    const listed = list.files.find((f) => f.id === id);
    expect(listed).toMatchObject({ state: 'finished', sha256: null, size: bytes.length });
    const whole = await callRoute(t(), driveRoutes.download, partner, { params: { fileId: id } });
    expect(whole.status).toBe(200);
    expect(sha256(whole.raw.rawPayload)).toBe(sha256(bytes));
    // The ETag is the file's id until the digest is in.
    expect(whole.raw.headers.etag).toBe(`"${id}"`);
    const part = await callRoute(t(), driveRoutes.download, partner, {
      params: { fileId: id },
      headers: { range: 'bytes=10-19' },
    });
    expect(part.status).toBe(206);
    expect(part.raw.rawPayload.equals(bytes.subarray(10, 20))).toBe(true);
  });

  test('two runners at once record each digest once, and the right one', async () => {
    const partner = await createUser(t());
    const files = [fakeMp4(120_000), fakeMp4(90_000), fakeMp4(60_000)];
    const ids: string[] = [];
    for (const bytes of files) ids.push((await uploadWhole(t(), partner, bytes)).id);
    for (const id of ids) await forgetDigest(id);
    const [a, b] = await Promise.all([digestPendingFiles(runner()), digestPendingFiles(runner())]);
    expect(a + b).toBe(ids.length);
    for (const [i, id] of ids.entries())
      expect((await fileRow(t(), id))?.sha256).toBe(sha256(files[i]!));
    // Nothing is left to do.
    expect(await digestPendingFiles(runner())).toBe(0);
  });

  test('skips a file whose bytes are gone, and leaves it for a later run', async () => {
    const partner = await createUser(t());
    const { id } = await uploadWhole(t(), partner, fakeMp4(50_000));
    await forgetDigest(id);
    const { stored_name } = await t()
      .db.selectFrom('drive_files')
      .select('stored_name')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await runner().storage.remove(stored_name);
    expect(await digestPendingFiles(runner())).toBe(0);
    expect(
      (
        await t()
          .db.selectFrom('drive_files')
          .select('sha256')
          .where('id', '=', id)
          .executeTakeFirst()
      )?.sha256,
    ).toBeNull();
    await t().db.deleteFrom('drive_files').where('id', '=', id).execute();
  });
});
