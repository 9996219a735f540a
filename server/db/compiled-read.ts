import { createHash } from 'node:crypto';
import type SQLite from 'better-sqlite3';
import type { CompiledQuery, Kysely } from 'kysely';

/** What a direct read needs of an open SQLite file: the file and its statement cache. */
type DirectFile = { file: SQLite.Database; prepare: (sql: string) => SQLite.Statement };

/** A PostgreSQL pool's query, run on one of its connections as a named (prepared) statement. */
export type PreparedQuery = (query: {
  name: string;
  text: string;
  values: unknown[];
}) => Promise<{ rows: unknown[] }>;

// The SQLite file or the PostgreSQL pool behind each Kysely instance that reads it, for direct
// reads; other instances (a transaction, one with a plugin that must see every query) go through
// Kysely.
const directFiles = new WeakMap<object, DirectFile | { prepared: PreparedQuery }>();

/** Lets compiled reads on `db` run straight on `file`'s prepared statements (connection.ts). */
export function readDirectly<DB>(
  db: Kysely<DB>,
  file: DirectFile | { prepared: PreparedQuery },
): void {
  directFiles.set(db, file);
}

/** A statement's name on PostgreSQL: the same for the same SQL on every connection. */
const statementNames = new Map<string, string>();
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (!name) {
    name = `crewcast_${createHash('sha256').update(sql).digest('hex').slice(0, 16)}`;
    statementNames.set(sql, name);
  }
  return name;
}

/** PostgreSQL's "cached plan must not change result type": a table changed under a statement. */
const isStalePlan = (error: unknown) => (error as { code?: string } | null)?.code === '0A000';

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
 *
 * On PostgreSQL the read runs on a connection of the pool as a named statement, parsed and planned
 * once per connection rather than on every request (planning a read of `users`, with its seven
 * indexes, cost the database more than running it), and without Kysely's executor around it.
 */
export async function readCompiled<R, DB>(
  db: Kysely<DB>,
  query: CompiledQuery<R>,
  parameters: readonly unknown[],
): Promise<R[]> {
  const direct = directFiles.get(db);
  if (direct && 'prepared' in direct) {
    const text = query.sql;
    try {
      return (await direct.prepared({ name: statementName(text), text, values: [...parameters] }))
        .rows as R[];
    } catch (error) {
      // A migration changed the table since this connection prepared the statement; the pool
      // dropped that connection, and this read runs unprepared.
      if (!isStalePlan(error)) throw error;
    }
  } else if (direct && !direct.file.inTransaction)
    return direct.prepare(query.sql).all(...parameters) as R[];
  return (await db.executeQuery<R>({ ...query, parameters })).rows;
}
