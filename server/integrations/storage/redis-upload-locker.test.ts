import { afterAll, describe, expect, test } from 'vitest';
import { redisUploadLocker } from './redis-upload-locker.js';

const redisUrl = process.env.TEST_REDIS_URL;
const log = { warn() {} };

describe.skipIf(!redisUrl)('upload locks in Redis', () => {
  const a = redisUploadLocker(redisUrl ?? '', log);
  const b = redisUploadLocker(redisUrl ?? '', log);
  afterAll(async () => {
    await a.close();
    await b.close();
  });
  const id = `test-${Date.now()}`;

  test('an upload held by one instance is not taken by another, which asks the holder to let go', async () => {
    let asked = 0;
    const held = a.newLock(id);
    await held.lock(new AbortController().signal, () => {
      asked += 1;
    });
    const waiting = b.newLock(id);
    await expect(waiting.lock(AbortSignal.timeout(600), () => {})).rejects.toBeTruthy();
    expect(asked).toBeGreaterThan(0);

    await held.unlock();
    const taken = b.newLock(id);
    await taken.lock(AbortSignal.timeout(2000), () => {});
    await taken.unlock();
  });

  test('a holder that lets go when asked hands the upload over at once', async () => {
    const other = `${id}-handover`;
    const held = a.newLock(other);
    await held.lock(new AbortController().signal, () => void held.unlock());
    const started = Date.now();
    const taken = b.newLock(other);
    await taken.lock(AbortSignal.timeout(5000), () => {});
    expect(Date.now() - started).toBeLessThan(2000);
    await taken.unlock();
  });
});
