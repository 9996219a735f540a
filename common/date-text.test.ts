import { describe, expect, it } from 'vitest';
import { dayText, monthText } from './date-text';

describe('server text dates', () => {
  it('writes days and months in UTC, day first, whatever the wire form', () => {
    expect(dayText('2026-11-30')).toBe('30 Nov 2026');
    expect(dayText('2026-12-01T23:30:00.000Z')).toBe('1 Dec 2026');
    expect(monthText('2026-11')).toBe('November 2026');
  });

  it('leaves a value that is no date as it is', () => {
    expect(dayText('soon')).toBe('soon');
    expect(monthText('2026-13')).toBe('2026-13');
  });
});
