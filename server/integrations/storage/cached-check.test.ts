import { describe, expect, it } from 'vitest';
import { cachedCheck } from './cached-check.js';

describe('a cached reachability check', () => {
  it('asks at most once per window, shares the answer, and asks again after it', async () => {
    let clock = 0;
    let calls = 0;
    let down = false;
    const check = cachedCheck(
      async () => {
        calls += 1;
        if (down) throw new Error('unreachable');
      },
      { timeoutMs: 1000, cacheMs: 5000, now: () => clock },
    );
    await Promise.all(Array.from({ length: 50 }, () => check()));
    expect(calls).toBe(1);
    down = true;
    clock = 4999;
    await expect(check()).resolves.toBeUndefined();
    expect(calls).toBe(1);
    clock = 5000;
    await expect(check()).rejects.toThrow('unreachable');
    await expect(check()).rejects.toThrow('unreachable');
    expect(calls).toBe(2);
  });

  it('answers down when the service does not answer within the timeout', async () => {
    const check = cachedCheck(
      (signal) =>
        new Promise<void>((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason)),
        ),
      { timeoutMs: 20, cacheMs: 5000 },
    );
    await expect(check()).rejects.toThrow('no answer within 20 ms');
  });
});
