import { describe, expect, it } from 'vitest';
import { compareCodeUnits } from './compare';

describe('compareCodeUnits', () => {
  it('orders ISO times by time, as localeCompare does', () => {
    const times = [
      '2026-11-28T10:00:00.000Z',
      '2026-02-01T09:30:00.000Z',
      '2026-11-28T09:59:59.999Z',
      '2025-12-31T23:59:59.000Z',
    ];
    const sorted = [...times].sort(compareCodeUnits);
    expect(sorted).toEqual([
      '2025-12-31T23:59:59.000Z',
      '2026-02-01T09:30:00.000Z',
      '2026-11-28T09:59:59.999Z',
      '2026-11-28T10:00:00.000Z',
    ]);
    expect(sorted).toEqual([...times].sort((a, b) => a.localeCompare(b)));
  });

  it('orders product codes as localeCompare does and says equal for equal strings', () => {
    const codes = ['Video Edit', 'Shorts Edit', 'Thumbnail', 'Video Edit'];
    expect([...codes].sort(compareCodeUnits)).toEqual(
      [...codes].sort((a, b) => a.localeCompare(b)),
    );
    expect(compareCodeUnits('Video Edit', 'Video Edit')).toBe(0);
    expect(compareCodeUnits('Shorts Edit', 'Video Edit')).toBeLessThan(0);
    expect(compareCodeUnits('Video Edit', 'Shorts Edit')).toBeGreaterThan(0);
  });
});
