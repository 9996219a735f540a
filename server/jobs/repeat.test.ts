import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { repeat } from './repeat.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('repeat', () => {
  it('runs at once, then every interval, until stopped', async () => {
    const task = vi.fn(async () => {});
    const stop = repeat(task, {
      job: 'test',
      everyMs: 1000,
      log: { error() {} },
      failure: 'failed',
    });
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2500);
    expect(task).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(task).toHaveBeenCalledTimes(3);
  });

  it('waits firstAfterMs for the first run, and logs a failed run without stopping', async () => {
    const errors: string[] = [];
    const task = vi.fn(async () => {
      throw new Error('boom');
    });
    const stop = repeat(task, {
      job: 'test',
      everyMs: 1000,
      firstAfterMs: 300,
      log: { error: (_obj, msg) => errors.push(msg) },
      failure: 'the job failed',
    });
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(300);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(2);
    expect(errors).toEqual(['the job failed', 'the job failed']);
    stop();
  });
});
