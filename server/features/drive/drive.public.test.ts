import { afterAll, beforeAll, expect, test } from 'vitest';
import { createUser } from '../../test/factories.js';
import { fakeMp4, startUpload, uploadWhole } from '../../test/drive.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { driveFileFacts } from './drive.public.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

test('driveFileFacts tells other features who uploaded a file, where, and how far it got', async () => {
  const partner = await createUser(t);
  const done = await uploadWhole(t, partner, fakeMp4(1000));
  const { upload_id: pending } = (await startUpload(t, partner, { size: 9000 })).json();
  const facts = await driveFileFacts(t.db, [done.id, pending, 'missing']);
  expect(facts.sort((a, b) => a.state.localeCompare(b.state))).toEqual([
    {
      id: done.id,
      folderOwnerId: partner.uid,
      uploaderId: partner.uid,
      orderId: null,
      name: 'clip.mp4',
      mime: 'video/mp4',
      layer: 1,
      kind: 'video',
      size: 1000,
      state: 'finished',
    },
    {
      id: pending,
      folderOwnerId: partner.uid,
      uploaderId: partner.uid,
      orderId: null,
      name: 'clip.mp4',
      mime: 'video/mp4',
      layer: 1,
      kind: 'video',
      size: 9000,
      state: 'uploading',
    },
  ]);
});
