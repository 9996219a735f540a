import { describe, expect, it } from 'vitest';
import { waitText } from './overview-format';

describe('waitText', () => {
  const at = '2026-11-20T12:00:00.000Z';
  it('says minutes under an hour, hours and minutes under a day, then days and hours', () => {
    expect(waitText('2026-11-20T11:15:30.000Z', at)).toBe('44 min');
    expect(waitText('2026-11-20T08:48:00.000Z', at)).toBe('3 h 12 min');
    expect(waitText('2026-11-18T08:00:00.000Z', at)).toBe('2 d 4 h');
  });

  it('never goes below zero when the clocks disagree', () => {
    expect(waitText('2026-11-20T12:05:00.000Z', at)).toBe('0 min');
  });
});
