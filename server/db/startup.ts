import { migrateToLatest, withStartupLock, type Db } from './connection.js';
import { isDatabaseUnavailable } from './failures.js';
import { seedDemoData } from './seed.js';

/**
 * Brings the schema up to date and, when asked, fills an empty database with the demo data.
 * Instances started at the same moment on one PostgreSQL database take turns (withStartupLock):
 * the first migrates and seeds, the others find it done. Answers whether demo data was created.
 */
export async function prepareDatabase(database: Db, options: { seed: boolean }): Promise<boolean> {
  return withStartupLock(database, async () => {
    await migrateToLatest(database.db);
    return options.seed && (await seedDemoData(database.db));
  });
}

/** The database did not answer at start within the time allowed; the message is one line. */
export class DatabaseUnreachable extends Error {
  override name = 'DatabaseUnreachable';
}

/** The driver's error in a few words: its code and message, without a stack. */
function reasonOf(error: unknown): string {
  let current = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  while (current?.cause && !current.code) current = current.cause as typeof current;
  const parts = [current?.code, current?.message].filter((p) => typeof p === 'string' && p);
  return parts.join(' ') || 'no answer';
}

/**
 * prepareDatabase, for a database that may not answer yet (a compose stack starting, a failover):
 * tries again every `everyMs` with one line on `log` per try, for up to `waitMs`, and then
 * throws DatabaseUnreachable. Any other failure (a migration that fails) is thrown at once.
 */
export async function prepareWhenReachable(
  database: Db,
  options: { seed: boolean; log: (line: string) => void; waitMs?: number; everyMs?: number },
): Promise<boolean> {
  const waitMs = options.waitMs ?? 60_000;
  const everyMs = options.everyMs ?? 2_000;
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      return await prepareDatabase(database, { seed: options.seed });
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const reason = reasonOf(error);
      if (Date.now() + everyMs > deadline)
        throw new DatabaseUnreachable(
          `The database did not answer within ${Math.round(waitMs / 1000)} s of the start (${reason}); check DATABASE_URL and that the database is up.`,
        );
      options.log(`database unreachable at start (${reason}); trying again in ${everyMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  }
}
