import type { CreditCounts, EditCreditRow, EditProduct } from '../../../common/api/payments.js';
import type { CreditKind } from '../../../common/pricing.js';
import { compiledOnce, readCompiled } from '../../db/compiled-read.js';
import type { Executor } from './credits-ledger.repository.js';

// A Partner's pages read their counts on every visit (GET /api/payment/transactions).
const unusedCountsQuery = compiledOnce((db: Executor) =>
  db
    .selectFrom('credit_balances')
    .select(['kind', (eb) => eb.fn.sum<string | number>('unused').as('n')])
    .where('user_id', '=', '')
    .groupBy('kind')
    .compile(),
);

/** Unused edits (Shorts included) and thumbnails of a user. */
export async function unusedCounts(db: Executor, userId: string): Promise<CreditCounts> {
  const rows = await readCompiled(db, unusedCountsQuery(db), [userId]);
  const count = (kind: CreditKind) => Number(rows.find((r) => r.kind === kind)?.n ?? 0);
  return { edits: count('edit'), thumbnails: count('thumbnail') };
}

/** One row per unused edit credit, shortest first (docs/product.md §3 Transactions with returns=rows). */
export async function unusedEditRows(db: Executor, userId: string): Promise<EditCreditRow[]> {
  const balances = await db
    .selectFrom('credit_balances')
    .select(['product', 'duration_minutes', 'unused'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'edit')
    .where('unused', '>', 0)
    .orderBy('duration_minutes')
    .orderBy('product', 'desc')
    .execute();
  return balances.flatMap((b) =>
    Array.from({ length: b.unused }, () => ({
      Duration: b.duration_minutes,
      Product: b.product as EditProduct,
    })),
  );
}
