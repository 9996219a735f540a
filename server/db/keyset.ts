import { sql, type RawBuilder } from 'kysely';
import { encodeCursor, type CursorKey } from '../../common/api/paging.js';

// Keyset paging (decision 028): a page continues strictly after the sort key of the last item
// served, compared as a row value, which SQLite and PostgreSQL both evaluate and both serve
// from an index on the same columns in the same order.

/** `(col1, col2, …) > (key1, key2, …)`: the rows after `key` in ascending order of `columns`. */
export function afterKey(columns: readonly string[], key: CursorKey): RawBuilder<boolean> {
  if (columns.length !== key.length) throw new Error('cursor and sort columns differ in length');
  const refs = sql.join(columns.map((c) => sql.ref(c)));
  const values = sql.join(key.map((v) => sql.val(v)));
  return sql<boolean>`(${refs}) > (${values})`;
}

/** `(col1, …) < (key1, …)`: the rows after `key` in descending order of `columns`. */
export function beforeKey(columns: readonly string[], key: CursorKey): RawBuilder<boolean> {
  if (columns.length !== key.length) throw new Error('cursor and sort columns differ in length');
  const refs = sql.join(columns.map((c) => sql.ref(c)));
  const values = sql.join(key.map((v) => sql.val(v)));
  return sql<boolean>`(${refs}) < (${values})`;
}

/**
 * A page from rows read with `limit + 1`: the first `limit` rows, and the cursor after the last
 * of them when the extra row shows there is more.
 */
export function pageOf<T>(
  rows: T[],
  limit: number,
  keyOf: (row: T) => CursorKey,
): { rows: T[]; nextCursor: string | null } {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const page = rows.slice(0, limit);
  return { rows: page, nextCursor: encodeCursor(keyOf(page[page.length - 1]!)) };
}
