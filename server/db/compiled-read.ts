import type SQLite from 'better-sqlite3';
import type { CompiledQuery, Kysely } from 'kysely';

/** What a direct read needs of an open SQLite file: the file and its statement cache. */
type DirectFile = { file: SQLite.Database; prepare: (sql: string) => SQLite.Statement };

// The SQLite file behind each Kysely instance that reads it, for direct reads; PostgreSQL
// instances are never here, so their reads always go through Kysely.
const directFiles = new WeakMap<object, DirectFile>();

/** Lets compiled reads on `db` run straight on `file`'s prepared statements (connection.ts). */
export function readDirectly<DB>(db: Kysely<DB>, file: DirectFile): void {
  directFiles.set(db, file);
}

/**
 * Answers `derived` (the same database with a plugin, say), whose compiled reads now run directly
 * on the file `db` reads. A plugin does not see direct reads, so only plugins that leave reads
 * alone belong on such an instance.
 */
export function readingSameFile<DB>(db: Kysely<DB>, derived: Kysely<DB>): Kysely<DB> {
  const file = directFiles.get(db);
  if (file) directFiles.set(derived, file);
  return derived;
}

/** Memoises a query's compiled form per database: built once, run with new parameters. */
export function compiledOnce<DB, R>(
  build: (db: Kysely<DB>) => CompiledQuery<R>,
): (db: Kysely<DB>) => CompiledQuery<R> {
  const compiled = new WeakMap<Kysely<DB>, CompiledQuery<R>>();
  return (db) => {
    let query = compiled.get(db);
    if (!query) {
      query = build(db);
      compiled.set(db, query);
    }
    return query;
  };
}

/**
 * Runs a read compiled once (see `compiledOnce`) with `parameters` in place of the ones it was
 * compiled with, and answers its rows.
 *
 * On SQLite, when no transaction is open on the file, the prepared statement runs at once:
 * better-sqlite3 is synchronous, so Kysely's connection lock and the promises around it are all
 * that would be saved by waiting, and they cost more than the read (bench/README.md, HTTP, fourth
 * round). While a transaction is open (another request's, between two of its statements), the
 * read goes through Kysely like every other query and waits its turn, so it never sees rows that
 * transaction has not committed.
 */
export async function readCompiled<R, DB>(
  db: Kysely<DB>,
  query: CompiledQuery<R>,
  parameters: readonly unknown[],
): Promise<R[]> {
  const direct = directFiles.get(db);
  if (direct && !direct.file.inTransaction)
    return direct.prepare(query.sql).all(...parameters) as R[];
  return (await db.executeQuery<R>({ ...query, parameters })).rows;
}
