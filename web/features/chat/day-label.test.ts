import { describe, expect, it } from 'vitest';
import { dayLabel, dayOf } from './day-label';

describe('day separators', () => {
  const now = new Date(2026, 10, 28, 9, 30);
  it('names today and yesterday, and other days by their date', () => {
    expect(dayLabel(new Date(2026, 10, 28, 0, 5).toISOString(), now)).toBe('Today');
    expect(dayLabel(new Date(2026, 10, 27, 23, 59).toISOString(), now)).toBe('Yesterday');
    const earlier = dayLabel(new Date(2026, 10, 20, 12).toISOString(), now);
    expect(earlier).toMatch(/20/);
    expect(earlier).not.toMatch(/2026/);
    expect(dayLabel(new Date(2025, 2, 3, 12).toISOString(), now)).toMatch(/2025/);
  });

  it('tells local days apart, and gives nothing for an unreadable time', () => {
    expect(dayOf(new Date(2026, 0, 5, 23, 59).toISOString())).toBe('2026-01-05');
    expect(dayOf(new Date(2026, 0, 6, 0, 0).toISOString())).toBe('2026-01-06');
    expect(dayOf('not a time')).toBe('');
  });

  it('reads days and times in the time zone of the reader’s profile', () => {
    // 23:30 UTC on the 27th is already the 28th in Tokyo.
    const late = '2026-11-27T23:30:00.000Z';
    expect(dayOf(late, 'UTC')).toBe('2026-11-27');
    expect(dayOf(late, 'Asia/Tokyo')).toBe('2026-11-28');
    const noonTokyo = new Date('2026-11-28T03:00:00.000Z');
    expect(dayLabel(late, noonTokyo, 'Asia/Tokyo')).toBe('Today');
    expect(dayLabel(late, noonTokyo, 'UTC')).toBe('Yesterday');
  });
});
