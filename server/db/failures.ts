/**
 * Sorts the failures of the database, the disk and their drivers into the few that the API
 * answers as "not now" rather than as a bug. Dialect knowledge stays here, beside connection.ts.
 */

type Coded = { code?: unknown; severity?: unknown; message?: unknown; cause?: unknown };

/** The error and the causes it wraps (a driver error inside a Kysely or a library error). */
function chain(error: unknown): Coded[] {
  const seen: Coded[] = [];
  let current: unknown = error;
  while (current && typeof current === 'object' && seen.length < 5) {
    seen.push(current as Coded);
    current = (current as Coded).cause;
  }
  return seen;
}

function codeOf(e: Coded): string {
  return typeof e.code === 'string' ? e.code : '';
}

// Network failures of a PostgreSQL connection, named by Node.
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// PostgreSQL SQLSTATEs of a server that is going away, starting, full of connections or too slow:
// class 08 (connection exception), 57P01-57P03 (shutdown, crash, starting up), 53300, and 57014
// (a statement cancelled, which the pool's statement_timeout does to one that runs too long).
function isPostgresUnavailable(code: string): boolean {
  return code.startsWith('08') || ['57P01', '57P02', '57P03', '53300', '57014'].includes(code);
}

// node-postgres gives these failures no code, only its own fixed wording.
const pgDriverMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'Query read timeout',
  'Cannot use a pool after calling end',
];

/**
 * True when the database could not be reached or is busy (PostgreSQL down or restarting, its
 * connections cut, SQLite locked past the busy timeout or closed): worth trying again shortly.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return chain(error).some((e) => {
    const code = codeOf(e);
    if (networkCodes.has(code) || isPostgresUnavailable(code)) return true;
    // A FATAL PostgreSQL error ends the session: refused logins (the database not accepting
    // connections, missing, or out of slots) and terminated backends.
    if (e.severity === 'FATAL' || e.severity === 'PANIC') return true;
    if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED' || code === 'SQLITE_CANTOPEN')
      return true;
    const message = typeof e.message === 'string' ? e.message : '';
    // better-sqlite3 throws a TypeError with no code once its file is closed.
    if (message === 'The database connection is not open') return true;
    return pgDriverMessages.some((m) => message.startsWith(m));
  });
}

/** True when a write failed because the disk (or the database file's volume) is full. */
export function isStorageFull(error: unknown): boolean {
  return chain(error).some((e) => {
    const code = codeOf(e);
    // 53100 is PostgreSQL's disk_full.
    return code === 'ENOSPC' || code === 'EDQUOT' || code === 'SQLITE_FULL' || code === '53100';
  });
}
