import { describe, expect, it } from 'vitest';
import { zonedToIso } from './zoned-time';

describe('a wall time in the Partner’s zone', () => {
  it('names the instant in that zone, summer and winter', () => {
    expect(zonedToIso('2026-12-24T18:00', 'Europe/Berlin')).toBe('2026-12-24T17:00:00.000Z');
    expect(zonedToIso('2026-07-01T09:30', 'America/New_York')).toBe('2026-07-01T13:30:00.000Z');
    expect(zonedToIso('2026-07-01T09:30', 'UTC')).toBe('2026-07-01T09:30:00.000Z');
  });

  it('is undefined for an empty or malformed value', () => {
    expect(zonedToIso('', 'UTC')).toBeUndefined();
    expect(zonedToIso('24/12/2026 18:00', 'UTC')).toBeUndefined();
  });
});
