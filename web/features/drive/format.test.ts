import { describe, expect, test } from 'vitest';
import { formatBytes } from '../../../common/api/drive';
import { formatSpeed, truncateName, typeLabel } from './format';

describe('format', () => {
  test('cuts names to 20 characters with an ellipsis, leaves short ones alone', () => {
    expect(truncateName('short.mp4')).toBe('short.mp4');
    expect(truncateName('exactly-twenty-chars')).toBe('exactly-twenty-chars');
    const cut = truncateName('a-very-long-file-name-indeed.mp4');
    expect(cut).toBe('a-very-long-file-na…');
    expect(Array.from(cut)).toHaveLength(20);
    // Counted in characters, never splitting an emoji in two.
    expect(Array.from(truncateName('🎬'.repeat(30)))).toHaveLength(20);
  });

  test('writes sizes and speeds in binary units', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(1536)).toBe('1.5 KiB');
    expect(formatBytes(20 * 1024 ** 3)).toBe('20 GiB');
    expect(formatBytes(200_000)).toBe('195 KiB');
    expect(formatSpeed(2.5 * 1024 * 1024)).toBe('2.5 MiB/s');
  });

  test('names types shortly', () => {
    expect(typeLabel('video/mp4', 'video')).toBe('MP4 video');
    expect(typeLabel('video/quicktime', 'video')).toBe('MOV video');
    expect(typeLabel('image/jpeg', 'image')).toBe('JPEG image');
    expect(typeLabel('video/unknown', 'video')).toBe('video');
  });
});
