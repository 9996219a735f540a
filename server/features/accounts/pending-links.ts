import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Ends every password-reset and e-mail-change link of a user that has not been used: after the
 * password or the address changed, a link mailed before (perhaps to an address someone else now
 * reads) must not change them again. Run inside the change's own transaction.
 */
export async function endPendingLinks(
  trx: Kysely<Database>,
  userId: string,
  now: string,
): Promise<void> {
  for (const table of ['password_resets', 'email_changes'] as const)
    await trx
      .updateTable(table)
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
}
