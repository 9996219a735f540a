import { describe, expect, it } from 'vitest';
import { parseDay } from './parse-day';

describe('parseDay', () => {
  it('reads the days the app writes, and the ISO and day-first forms', () => {
    expect(parseDay('7 Dec 2026')).toBe('2026-12-07');
    expect(parseDay(' 7 december 2026 ')).toBe('2026-12-07');
    expect(parseDay('Monday 7 December 2026')).toBe('2026-12-07');
    expect(parseDay('7 Sept 2026')).toBe('2026-09-07');
    expect(parseDay('2026-12-07')).toBe('2026-12-07');
    expect(parseDay('7/12/2026')).toBe('2026-12-07');
    expect(parseDay('07.12.2026')).toBe('2026-12-07');
  });

  it('reads nothing from what names no day', () => {
    for (const text of ['', 'tomorrow', '31 Feb 2026', '7 Ju 2026', '12/31/2026', '2026-13-01'])
      expect(parseDay(text)).toBeUndefined();
  });
});
