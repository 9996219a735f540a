import { describe, expect, test } from 'vitest';
import type { DriveFile } from '../../../common/api/drive';
import { groupFiles } from './group-files';

let n = 0;
function file(over: Partial<DriveFile>): DriveFile {
  n += 1;
  return {
    id: n.toString(16).padStart(32, '0'),
    name: `file-${n}.mp4`,
    mime: 'video/mp4',
    kind: 'video',
    size: 1000,
    sha256: null,
    state: 'finished',
    createdTime: `2026-11-2${n % 10}T10:00:00.000Z`,
    finishedTime: null,
    layer: 1,
    orderId: null,
    orderTitle: null,
    folderId: 'folder-a',
    folderName: 'My uploads',
    uploader: { uid: 'me', name: 'Me' },
    canControl: true,
    ...over,
  };
}

describe('groupFiles', () => {
  test('orders first, then folders, then unfinished uploads', () => {
    const groups = groupFiles([
      file({ folderId: 'f1', folderName: 'Loose' }),
      file({ state: 'uploading' }),
      file({ orderId: 'order-123456789', orderTitle: null }),
      file({ orderId: 'order-2', orderTitle: 'Weekly vlog' }),
    ]);
    expect(groups.map((g) => [g.type, g.title])).toEqual([
      ['order', 'Weekly vlog'],
      ['order', 'Order order-12'],
      ['folder', 'Loose'],
      ['unfinished', 'Unfinished uploads'],
    ]);
  });

  test('inside an order, raw footage comes before deliveries', () => {
    const [group] = groupFiles([
      file({ orderId: 'o', layer: 2, name: 'delivery.mp4' }),
      file({ orderId: 'o', layer: 1, name: 'raw.mp4' }),
    ]);
    expect(group?.files.map((f) => f.name)).toEqual(['raw.mp4', 'delivery.mp4']);
  });

  test('no files, no groups', () => {
    expect(groupFiles([])).toEqual([]);
  });
});
