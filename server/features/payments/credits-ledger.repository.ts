import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ProductName } from '../../../common/api/payments.js';
import type { CreditKind } from '../../../common/pricing.js';
import type { CreditEntriesTable, Database } from '../../db/schema.js';

// The two writes every ledger change is made of: one credit_entries row, and the same change to
// the credit_balances sum. See credits.repository.ts for the rules they keep.

/** The database or a transaction of it. */
export type Executor = Kysely<Database>;

/** A credit as it was spent for an order. */
export type SpentCredit = {
  orderId: string;
  kind: CreditKind;
  product: ProductName;
  durationMinutes: number | null;
};

const kindOf = (product: ProductName): CreditKind =>
  product === 'Video Thumbnail' ? 'thumbnail' : 'edit';

// credit_balances keys thumbnails on duration 0; the ledger keeps NULL, which reads truer.
export const balanceDuration = (minutes: number | null) => minutes ?? 0;

/** Adds one ledger row unless its idempotency key is taken; true when it was added. */
export async function insertEntry(
  db: Executor,
  entry: Omit<CreditEntriesTable, 'id' | 'kind'>,
): Promise<boolean> {
  const inserted = await db
    .insertInto('credit_entries')
    .values({ id: randomUUID(), kind: kindOf(entry.product), ...entry })
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Adds `amount` (negative takes away) to a user's unused credits of a product and duration. */
export async function addToBalance(
  db: Executor,
  userId: string,
  product: ProductName,
  durationMinutes: number | null,
  amount: number,
): Promise<void> {
  await db
    .insertInto('credit_balances')
    .values({
      user_id: userId,
      product,
      kind: kindOf(product),
      duration_minutes: balanceDuration(durationMinutes),
      unused: amount,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'product', 'duration_minutes']).doUpdateSet((eb) => ({
        unused: eb('credit_balances.unused', '+', eb.ref('excluded.unused')),
      })),
    )
    .execute();
}

/** Takes one unused credit off a balance; false when there is none. */
export async function takeOne(
  db: Executor,
  userId: string,
  product: ProductName,
  durationMinutes: number | null,
): Promise<boolean> {
  // One conditional statement: under concurrency PostgreSQL re-checks `unused > 0` on the locked
  // row, so two spends of the last credit cannot both succeed.
  const result = await db
    .updateTable('credit_balances')
    .set((eb) => ({ unused: eb('unused', '-', 1) }))
    .where('user_id', '=', userId)
    .where('product', '=', product)
    .where('duration_minutes', '=', balanceDuration(durationMinutes))
    .where('unused', '>', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
