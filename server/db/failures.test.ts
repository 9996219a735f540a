import { writeFile } from 'node:fs/promises';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { sparePort } from '../test/redis-server.js';
import { isDatabaseUnavailable, isStorageFull } from './failures.js';

async function failureOf(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('database and disk failures', () => {
  it('reads a PostgreSQL server on a closed port as unavailable, not as full', async () => {
    const port = await sparePort();
    const client = new pg.Client({ host: '127.0.0.1', port, connectionTimeoutMillis: 2000 });
    const error = await failureOf(() => client.connect());
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isStorageFull(error)).toBe(false);
  });

  it('reads ENOSPC, even wrapped, as a full disk and not as an outage', async () => {
    const error = await failureOf(() => writeFile('/dev/full', 'x'));
    expect(isStorageFull(new Error('upload failed', { cause: error }))).toBe(true);
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('reads an ordinary bug as neither', () => {
    expect(isDatabaseUnavailable(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isStorageFull(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
