import type { TestApp } from '../test-app.js';
import type { StoredOrder } from './stored.js';

// What an orders test reads back from the tables.

/** The stored order. */
export function orderRow(t: Pick<TestApp, 'db'>, id: string): Promise<StoredOrder> {
  return t.db
    .selectFrom('production_requests')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** A user's rating. */
export async function ratingOf(t: Pick<TestApp, 'db'>, uid: string): Promise<number> {
  const row = await t.db
    .selectFrom('users')
    .select('rating')
    .where('id', '=', uid)
    .executeTakeFirstOrThrow();
  return Number(row.rating);
}

/** Every row the orders feature writes or spends, to compare before and after a refusal. */
export async function ordersSnapshot(t: Pick<TestApp, 'db'>): Promise<string> {
  const [orders, extensions, passOffs, earnings, credits, balances, files, folders] =
    await Promise.all([
      t.db.selectFrom('production_requests').selectAll().orderBy('id').execute(),
      t.db.selectFrom('extension_requests').selectAll().orderBy('request_id').execute(),
      t.db.selectFrom('pass_offs').selectAll().orderBy('request_id').execute(),
      t.db.selectFrom('staff_earnings').selectAll().orderBy('id').execute(),
      t.db.selectFrom('credit_entries').selectAll().orderBy('id').execute(),
      t.db
        .selectFrom('credit_balances')
        .selectAll()
        .orderBy('user_id')
        .orderBy('product')
        .orderBy('duration_minutes')
        .execute(),
      t.db.selectFrom('drive_files').selectAll().orderBy('id').execute(),
      t.db.selectFrom('drive_folders').selectAll().orderBy('id').execute(),
    ]);
  return JSON.stringify({
    orders,
    extensions,
    passOffs,
    earnings,
    credits,
    balances,
    files: files.map((f) => ({ ...f, size: Number(f.size) })),
    folders,
  });
}
