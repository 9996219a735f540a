import type { Kysely } from 'kysely';
import type { CurrentAccount } from '../../auth/current-principal.js';
import { compiledOnce, readCompiled } from '../../db/compiled-read.js';
import type { Database } from '../../db/schema.js';

// Every authenticated request runs this lookup, so its SQL is compiled once per database rather
// than built by Kysely's query builder each time; only the user id changes from one run to the next.
const accountQuery = compiledOnce((db: Kysely<Database>) =>
  db
    .selectFrom('users')
    .select(['account_type', 'sessions_ended_at'])
    .where('id', '=', '')
    .compile(),
);

/**
 * The account as every authenticated request checks it: its type as stored now and when its
 * sessions last ended; undefined when there is no such account. One primary-key read.
 */
export async function currentAccount(
  db: Kysely<Database>,
  uid: string,
): Promise<CurrentAccount | undefined> {
  const [row] = await readCompiled(db, accountQuery(db), [uid]);
  if (!row) return undefined;
  const ended = row.sessions_ended_at ? Date.parse(row.sessions_ended_at) : null;
  return { accountType: row.account_type, sessionsEndedAt: ended };
}
