import { describe, expect, it } from 'vitest';
import { offsetClock } from './clock.js';

describe('the orders test clock', () => {
  it('runs with the process clock it wraps, plus what a test added', () => {
    let base = new Date('2026-12-01T10:00:00.000Z');
    const clock = offsetClock(() => base);
    expect(clock.now().toISOString()).toBe('2026-12-01T10:00:00.000Z');
    clock.advance(90 * 60_000);
    expect(clock.now().toISOString()).toBe('2026-12-01T11:30:00.000Z');
    base = new Date('2026-12-02T10:00:00.000Z');
    expect(clock.now().toISOString()).toBe('2026-12-02T11:30:00.000Z');
  });
});
