import { migrateToLatest, withStartupLock, type Db } from './connection.js';
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
