import type { Kysely } from 'kysely';
import type { AccountType } from '../../../common/api/accounts.js';
import type { Database } from '../../db/schema.js';

/** The account type of a user as stored now; undefined when there is no such account. */
export async function currentAccountType(
  db: Kysely<Database>,
  uid: string,
): Promise<AccountType | undefined> {
  const row = await db
    .selectFrom('users')
    .select('account_type')
    .where('id', '=', uid)
    .executeTakeFirst();
  return row?.account_type;
}
