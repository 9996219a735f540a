import type { Kysely } from 'kysely';
import type { AccountType } from '../../../common/api/accounts.js';
import { compiledOnce, readCompiled } from '../../db/compiled-read.js';
import type { Database } from '../../db/schema.js';

// Every authenticated request runs this lookup, so its SQL is compiled once per database rather
// than built by Kysely's query builder each time; only the user id changes from one run to the next.
const accountTypeQuery = compiledOnce((db: Kysely<Database>) =>
  db.selectFrom('users').select('account_type').where('id', '=', '').compile(),
);

/** The account type of a user as stored now; undefined when there is no such account. */
export async function currentAccountType(
  db: Kysely<Database>,
  uid: string,
): Promise<AccountType | undefined> {
  const [row] = await readCompiled(db, accountTypeQuery(db), [uid]);
  return row?.account_type;
}
