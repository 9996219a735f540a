import { describe, expect, it } from 'vitest';
import { awayText } from './staff-away.js';

describe('why a staff member takes no new work', () => {
  it('names the last day of a vacation in progress, a Busy reason, or nothing when Available', () => {
    const vacation = { start: '2026-12-01', end: '2026-12-12' };
    expect(awayText({ status: 'Vacation', busyTitle: null, vacation })).toBe(
      'on vacation until 12 Dec 2026',
    );
    expect(awayText({ status: 'Busy', busyTitle: 'Long edit', vacation: null })).toBe(
      'Busy (Long edit)',
    );
    expect(awayText({ status: 'Busy', busyTitle: null, vacation })).toBe('Busy');
    // A vacation booked ahead leaves them Available until it begins.
    expect(awayText({ status: 'Available', busyTitle: null, vacation })).toBeNull();
  });
});
