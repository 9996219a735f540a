import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Upload } from '@tus/server';
import { afterAll, describe, expect, test } from 'vitest';
import { localDiskStorage } from './local-disk-storage.js';

const root = mkdtempSync(path.join(tmpdir(), 'crewcast-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const storage = localDiskStorage(root);
const accept = async () => {};
const data = Buffer.from(Array.from({ length: 3000 }, (_, i) => i % 251));

async function readAll(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

describe('localDiskStorage', () => {
  test('writes a whole file, hashes it, reads it back whole and in ranges', async () => {
    const result = await storage.writeWhole('a1', Readable.from([data]), {
      check: accept,
      maxBytes: 5000,
    });
    expect(result).toEqual({
      size: 3000,
      sha256: createHash('sha256').update(data).digest('hex'),
      truncated: false,
    });
    expect(await storage.size('a1')).toBe(3000);
    expect((await readAll(await storage.read('a1'))).equals(data)).toBe(true);
    expect(
      (await readAll(await storage.read('a1', { start: 100, end: 199 }))).equals(
        data.subarray(100, 200),
      ),
    ).toBe(true);
    expect((await storage.head('a1', 10)).equals(data.subarray(0, 10))).toBe(true);
    expect(await storage.sha256('a1')).toBe(result.sha256);
  });

  test('stops a file over maxBytes and leaves nothing', async () => {
    const result = await storage.writeWhole('a2', Readable.from([data, data]), {
      check: accept,
      maxBytes: 5000,
    });
    expect(result.truncated).toBe(true);
    expect(existsSync(path.join(root, 'a2'))).toBe(false);
  });

  test('a refused head leaves nothing and reports the refusal', async () => {
    await expect(
      storage.writeWhole('a3', Readable.from([data]), {
        check: async () => {
          throw new Error('not an image');
        },
        maxBytes: 5000,
      }),
    ).rejects.toThrow('not an image');
    expect(existsSync(path.join(root, 'a3'))).toBe(false);
  });

  test('refuses names that could leave its folder, and removing twice is fine', async () => {
    await expect(storage.read('../etc/passwd')).rejects.toThrow();
    expect(await storage.size('nothing-here')).toBeUndefined();
    await storage.remove('a1');
    await storage.remove('a1');
    expect(await storage.size('a1')).toBeUndefined();
  });

  test('removing a partial tus upload forgets its running hash', async () => {
    const store = storage.tusStore(accept);
    await store.create(new Upload({ id: 't1', size: 3000, offset: 0, metadata: {} }));
    expect(await store.write(Readable.from([data.subarray(0, 1000)]), 't1', 0)).toBe(1000);
    await storage.remove('t1');
    expect(store.takeDigest('t1', 1000)).toBeUndefined();
    expect(await storage.size('t1')).toBeUndefined();
  });
});
