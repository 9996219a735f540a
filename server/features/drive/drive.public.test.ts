import { expect, test } from 'vitest';
import { createUser } from '../../test/factories.js';
import { fakeMp4, startUpload, uploadWhole } from '../../test/drive.js';
import { useTestApp } from '../../test/use-test-app.js';
import { driveFileFacts } from './drive.public.js';

const app = useTestApp();

test('driveFileFacts tells other features who uploaded a file, where, and how far it got', async () => {
  const partner = await createUser(app());
  const done = await uploadWhole(app(), partner, fakeMp4(1000));
  const { upload_id: pending } = (await startUpload(app(), partner, { size: 9000 })).json();
  const facts = await driveFileFacts(app().db, [done.id, pending, 'missing']);
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
