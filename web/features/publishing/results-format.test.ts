import { describe, expect, it } from 'vitest';
import { formatCtr, formatViewDuration, formatWatchTime } from './results-format';

describe('results on screen', () => {
  it('reads rates, durations and watch time', () => {
    expect(formatCtr(0.085)).toBe('8.5%');
    expect(formatCtr(null)).toBe('–');
    expect(formatViewDuration(185)).toBe('3:05');
    expect(formatViewDuration(3725)).toBe('1:02:05');
    expect(formatViewDuration(null)).toBe('–');
    expect(formatWatchTime(90)).toBe('1.5 h');
  });
});
