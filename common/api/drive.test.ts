import { describe, expect, test } from 'vitest';
import {
  DirectoryName,
  formatBytes,
  kindOfMime,
  timestampFolderName,
  uploadIdFromUri,
  uploadUri,
} from './drive';

describe('drive contract helpers', () => {
  test('a folder name is tidied, and refused with the invalid_directory code when unsafe', () => {
    expect(DirectoryName.parse('  Weekly \t vlog ')).toBe('Weekly vlog');
    for (const bad of ['../../etc', 'a/b', 'a\\b', '..', '.', '', 'x'.repeat(101), 'a\u0000b']) {
      const result = DirectoryName.safeParse(bad);
      expect(result.success, bad).toBe(false);
    }
  });

  test('the timestamp folder of a form is a valid folder name', () => {
    const name = timestampFolderName(new Date('2026-11-23T06:24:30.123Z'));
    expect(name).toBe('2026-11-23 06:24:30 UTC');
    expect(DirectoryName.safeParse(name).success).toBe(true);
  });

  test('an upload uri carries its upload id', () => {
    const id = 'a'.repeat(32);
    const uri = uploadUri('Raw footage', id);
    expect(uri).toBe(`/api/drive/upload/Raw%20footage/${id}`);
    expect(uploadIdFromUri(uri)).toBe(id);
    expect(uploadIdFromUri(`http://host${uri}?x=1`)).toBe(id);
    expect(uploadIdFromUri(id)).toBe(id);
    expect(uploadIdFromUri('/api/drive/upload/x/not-an-id')).toBeUndefined();
  });

  test('kinds and sizes', () => {
    expect(kindOfMime('video/mp4')).toBe('video');
    expect(kindOfMime('IMAGE/PNG')).toBe('image');
    expect(kindOfMime('text/plain')).toBeUndefined();
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(50 * 1024 * 1024)).toBe('50 MiB');
  });
});
