import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import { personColumns, type PersonRow } from './teams-rows.js';

/** Columns of the users table a directory search may filter on (fixed; never from the query). */
export type SearchField = 'username_lower' | 'account_type' | 'id' | 'is_editor' | 'is_artist';

/** A directory filter: keep (or leave out) users whose field is one of the values. */
export type SearchFilter = { field: SearchField; values: ReadonlyArray<string | number> };

/** What a directory search asks for; the service builds it from whitelisted names only. */
export type SearchSpec = {
  /** Part of a username, any case; '' matches all. */
  contains: string;
  include: SearchFilter[];
  exclude: SearchFilter[];
  offset: number;
  limit: number;
};

// LIKE with '!' as the escape character: the same in SQLite and PostgreSQL, and unlike '\' it
// means nothing to either dialect's string literals.
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[!%_]/g, '!$&')}%`;
}

function applySearch<O>(
  query: SelectQueryBuilder<Database, 'users', O>,
  spec: SearchSpec,
): SelectQueryBuilder<Database, 'users', O> {
  let q = query.where('users.verified_at', 'is not', null);
  if (spec.contains)
    q = q.where(sql<boolean>`users.username_lower like ${likePattern(spec.contains)} escape '!'`);
  for (const f of spec.include) q = q.where(`users.${f.field}`, 'in', f.values as never);
  for (const f of spec.exclude)
    if (f.values.length > 0) q = q.where(`users.${f.field}`, 'not in', f.values as never);
  return q;
}

/** Accounts as teams read them, and the user directory's search. */
export function teamsPeopleQueries(db: Kysely<Database>) {
  return {
    async findPerson(id: string): Promise<PersonRow | undefined> {
      return db.selectFrom('users').select(personColumns).where('id', '=', id).executeTakeFirst();
    },

    async findPeople(ids: readonly string[]): Promise<PersonRow[]> {
      if (ids.length === 0) return [];
      return db
        .selectFrom('users')
        .select(personColumns)
        .where('id', 'in', [...ids])
        .execute();
    },

    async admins(): Promise<PersonRow[]> {
      return db
        .selectFrom('users')
        .select(personColumns)
        .where('account_type', '=', 'Admin')
        .orderBy('name')
        .orderBy('id')
        .execute();
    },

    /** One page of the directory and the number of matches in all. */
    async search(spec: SearchSpec): Promise<{ rows: PersonRow[]; total: number }> {
      const rows = await applySearch(db.selectFrom('users').select(personColumns), spec)
        .orderBy('users.username_lower')
        .limit(spec.limit)
        .offset(spec.offset)
        .execute();
      const count = await applySearch(
        db.selectFrom('users').select((eb) => eb.fn.countAll<string | number>().as('n')),
        spec,
      ).executeTakeFirstOrThrow();
      return { rows, total: Number(count.n) };
    },
  };
}
