import type { Kysely, Selectable } from 'kysely';
import { compiledOnce, readCompiled } from '../../db/compiled-read.js';
import type { Database, UsersTable } from '../../db/schema.js';
import { recordAudit, type AuditRecord } from '../audit/audit.public.js';

/** A stored account row. */
export type UserRow = Selectable<UsersTable>;

/** True when an account has this username or address, without regard to case. */
async function taken(
  db: Kysely<Database>,
  column: 'username_lower' | 'email_lower',
  value: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(column, '=', value.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

// The signed-in user's own profile and most account actions start from this read.
const userByIdQuery = compiledOnce((db: Kysely<Database>) =>
  db.selectFrom('users').selectAll().where('id', '=', '').compile(),
);

/** An account's e-mail address; undefined when there is no such account. */
export async function accountEmail(db: Kysely<Database>, uid: string): Promise<string | undefined> {
  const [row] = await readCompiled(db, userByIdQuery(db), [uid]);
  return row?.email;
}

/** The SQL of account rows: lookups by id, login name or address, and the plan. */
export function usersRepository(db: Kysely<Database>) {
  return {
    async findUserById(id: string): Promise<UserRow | undefined> {
      const [row] = await readCompiled(db, userByIdQuery(db), [id]);
      return row;
    },

    /** Finds by username or e-mail, without regard to case. */
    async findUserByLogin(login: string): Promise<UserRow | undefined> {
      const lower = login.toLowerCase();
      return db
        .selectFrom('users')
        .selectAll()
        .where((eb) => eb.or([eb('username_lower', '=', lower), eb('email_lower', '=', lower)]))
        .executeTakeFirst();
    },

    usernameExists: (username: string) => taken(db, 'username_lower', username),

    emailExists: (email: string) => taken(db, 'email_lower', email),

    /** Sets a Partner's plan and writes the Admin's audit row, in one transaction. */
    async setPlan(userId: string, plan: UsersTable['plan'], audit: AuditRecord): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('users')
          .set({ plan })
          .where('id', '=', userId)
          .executeTakeFirst();
        await recordAudit(trx, audit);
        return Number(result.numUpdatedRows);
      });
    },

    /** Records that every session of the user ended at `at`; older access tokens stop working. */
    async markSessionsEnded(userId: string, at: string): Promise<void> {
      await db
        .updateTable('users')
        .set({ sessions_ended_at: at })
        .where('id', '=', userId)
        .execute();
    },
  };
}
