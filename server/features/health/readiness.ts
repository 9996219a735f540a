import { constants } from 'node:fs';
import { access, statfs } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { ReadinessReport } from '../../../common/api/health.js';
import { databaseAnswers } from '../../db/connection.js';
import type { Database } from '../../db/schema.js';
import type { RateLimiter } from '../../integrations/rate-limit/rate-limiter.js';

/**
 * Below this much free space on the data folder's volume the instance reports itself unready:
 * the database needs room to write (a full disk turns logins and chat into 507s), so new traffic
 * goes elsewhere while there is still some left.
 */
export const lowDiskBytes = 256 * 1024 * 1024;

export type ReadinessDeps = {
  db: Kysely<Database>;
  limiter: RateLimiter;
  /** The folder of the SQLite file, the uploads and the outbox. */
  dataDir: string;
  /** Throws when the S3 bucket cannot be reached; absent when files live in the data folder. */
  bucket?: (() => Promise<void>) | undefined;
  shuttingDown: () => boolean;
  minFreeBytes?: number;
};

async function freeBytes(dir: string): Promise<number> {
  try {
    const stats = await statfs(dir);
    return stats.bavail * stats.bsize;
  } catch {
    return 0;
  }
}

async function writable(dir: string): Promise<boolean> {
  try {
    await access(dir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

function redisState(limiter: RateLimiter): ReadinessReport['checks']['redis'] {
  const store = limiter.store?.();
  if (!store || store.kind === 'memory') return 'unused';
  return store.connected ? 'ok' : 'down';
}

async function bucketState(
  check: ReadinessDeps['bucket'],
): Promise<ReadinessReport['checks']['bucket']> {
  if (!check) return 'unused';
  try {
    await check();
    return 'ok';
  } catch {
    return 'down';
  }
}

/** Checks each dependency at once (none waits on another) and says whether to take traffic. */
export async function checkReadiness(deps: ReadinessDeps): Promise<ReadinessReport> {
  const [database, storage, free, bucket] = await Promise.all([
    databaseAnswers(deps.db),
    writable(deps.dataDir),
    freeBytes(deps.dataDir),
    bucketState(deps.bucket),
  ]);
  const checks: ReadinessReport['checks'] = {
    database: database ? 'ok' : 'down',
    redis: redisState(deps.limiter),
    storage: storage ? 'ok' : 'down',
    bucket,
    disk: { status: free < (deps.minFreeBytes ?? lowDiskBytes) ? 'low' : 'ok', freeBytes: free },
    shuttingDown: deps.shuttingDown(),
  };
  const ready =
    checks.database === 'ok' &&
    checks.storage === 'ok' &&
    checks.disk.status === 'ok' &&
    !checks.shuttingDown;
  return { ready, checks };
}
