import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  CreditCounts,
  EditCreditRow,
  EditProduct,
  ProductName,
} from '../../../common/api/payments.js';
import type { CreditKind } from '../../../common/pricing.js';
import type { CreditEntriesTable, Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';

/**
 * The credits ledger. Every grant, purchase, spend, refund and revocation is one row of
 * credit_entries; credit_balances holds their sum per user, product and duration and is changed
 * in the same statement group, so the two always agree (a test checks it).
 *
 * Each function takes the executor to run on: the database, or a transaction of the caller's
 * (the Orders service spends and refunds inside its own transaction, so an order and its credit
 * commit or roll back together). Nothing here opens a transaction or lets a statement fail on
 * purpose, since a failed statement aborts a PostgreSQL transaction: duplicates are absorbed with
 * ON CONFLICT DO NOTHING and a spend with nothing to spend throws before writing anything.
 *
 * Shorts are edits: an edit credit is a Video Edit or a Shorts Edit of some minutes; a thumbnail
 * credit has no duration.
 */

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
const balanceDuration = (minutes: number | null) => minutes ?? 0;

async function insertEntry(
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

async function addToBalance(
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
async function takeOne(
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

/** A new fact that adds credits (grant, purchase): applied once per idempotency key. */
async function addCredits(
  db: Executor,
  fact: {
    userId: string;
    product: ProductName;
    durationMinutes: number | null;
    quantity: number;
    reason: 'grant' | 'purchase';
    key: string;
    sessionId?: string | null;
    note?: string | null;
    at: string;
  },
): Promise<boolean> {
  const inserted = await insertEntry(db, {
    user_id: fact.userId,
    product: fact.product,
    duration_minutes: fact.durationMinutes,
    delta: fact.quantity,
    reason: fact.reason,
    session_id: fact.sessionId ?? null,
    order_id: null,
    note: fact.note ?? null,
    idempotency_key: fact.key,
    created_at: fact.at,
  });
  if (inserted)
    await addToBalance(db, fact.userId, fact.product, fact.durationMinutes, fact.quantity);
  return inserted;
}

/** Gives a user credits without payment (an Admin's grant, demo data). */
export function grantCredits(
  db: Executor,
  grant: {
    userId: string;
    product: ProductName;
    durationMinutes: number | null;
    quantity: number;
    note: string;
    at: string;
    /** Repeating a grant with the same key grants once; a fresh key by default. */
    key?: string;
  },
): Promise<boolean> {
  return addCredits(db, {
    ...grant,
    reason: 'grant',
    key: grant.key ?? `grant:${randomUUID()}`,
  });
}

/** Credits one line of a paid checkout; the key (session and line) makes it happen once. */
export function addPurchasedCredits(
  db: Executor,
  purchase: {
    userId: string;
    sessionId: string;
    line: number;
    product: ProductName;
    durationMinutes: number | null;
    quantity: number;
    at: string;
  },
): Promise<boolean> {
  return addCredits(db, {
    ...purchase,
    reason: 'purchase',
    key: `purchase:${purchase.sessionId}:${purchase.line}`,
  });
}

/**
 * Spends one credit for an order, inside the caller's transaction. An edit needs its duration;
 * without a product, a Video Edit of that duration is used first, then a Shorts Edit. Spending
 * again for the same order and kind returns the first spend and takes nothing more.
 * Throws AppError `unpaid_edits` / `unpaid_thumbnails` (402) when no such credit is unused; the
 * caller's transaction then rolls back with nothing written here.
 */
export async function spendCredit(
  db: Executor,
  spend: {
    userId: string;
    orderId: string;
    kind: CreditKind;
    /** Required for an edit, ignored for a thumbnail. */
    durationMinutes?: number | null;
    product?: EditProduct;
    at: string;
  },
): Promise<SpentCredit> {
  const key = `spend:${spend.orderId}:${spend.kind}`;
  const earlier = await findSpend(db, key);
  if (earlier) return earlier;

  const duration = spend.kind === 'thumbnail' ? null : (spend.durationMinutes ?? null);
  if (spend.kind === 'edit' && duration === null)
    throw new AppError('invalid_input', {}, { duration: 'An edit needs a duration.' });
  const candidates: ProductName[] =
    spend.kind === 'thumbnail'
      ? ['Video Thumbnail']
      : spend.product
        ? [spend.product]
        : ['Video Edit', 'Shorts Edit'];

  let product: ProductName | undefined;
  for (const candidate of candidates) {
    if (await takeOne(db, spend.userId, candidate, duration)) {
      product = candidate;
      break;
    }
  }
  if (!product) throw new AppError(spend.kind === 'edit' ? 'unpaid_edits' : 'unpaid_thumbnails');

  const inserted = await insertEntry(db, {
    user_id: spend.userId,
    product,
    duration_minutes: duration,
    delta: -1,
    reason: 'spend',
    session_id: null,
    order_id: spend.orderId,
    note: null,
    idempotency_key: key,
    created_at: spend.at,
  });
  if (!inserted) {
    // A concurrent spend for the same order won: give this credit back and report that one.
    await addToBalance(db, spend.userId, product, duration, 1);
    const winner = await findSpend(db, key);
    if (winner) return winner;
  }
  return { orderId: spend.orderId, kind: spend.kind, product, durationMinutes: duration };
}

async function findSpend(db: Executor, key: string): Promise<SpentCredit | undefined> {
  const row = await db
    .selectFrom('credit_entries')
    .select(['order_id', 'kind', 'product', 'duration_minutes'])
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (!row?.order_id) return undefined;
  return {
    orderId: row.order_id,
    kind: row.kind,
    product: row.product,
    durationMinutes: row.duration_minutes,
  };
}

/**
 * Gives back the credits spent for an order (all its kinds, or only `kind`), inside the caller's
 * transaction. Idempotent: a credit is refunded once however often this runs. Returns the
 * credits refunded by this call.
 */
export async function refundOrderCredits(
  db: Executor,
  refund: { orderId: string; kind?: CreditKind; at: string },
): Promise<SpentCredit[]> {
  let query = db
    .selectFrom('credit_entries')
    .select(['user_id', 'kind', 'product', 'duration_minutes'])
    .where('order_id', '=', refund.orderId)
    .where('reason', '=', 'spend');
  if (refund.kind) query = query.where('kind', '=', refund.kind);
  const spends = await query.orderBy('kind').execute();

  const refunded: SpentCredit[] = [];
  for (const spend of spends) {
    const inserted = await insertEntry(db, {
      user_id: spend.user_id,
      product: spend.product,
      duration_minutes: spend.duration_minutes,
      delta: 1,
      reason: 'refund',
      session_id: null,
      order_id: refund.orderId,
      note: null,
      idempotency_key: `refund:${refund.orderId}:${spend.kind}`,
      created_at: refund.at,
    });
    if (!inserted) continue;
    await addToBalance(db, spend.user_id, spend.product, spend.duration_minutes, 1);
    refunded.push({
      orderId: refund.orderId,
      kind: spend.kind,
      product: spend.product,
      durationMinutes: spend.duration_minutes,
    });
  }
  return refunded;
}

/**
 * Takes back what is still unused of a refunded purchase line (money returned, so its credits
 * go); credits already spent on orders stay spent. Returns how many were taken back.
 */
export async function revokePurchasedCredits(
  db: Executor,
  revoke: {
    userId: string;
    sessionId: string;
    line: number;
    product: ProductName;
    durationMinutes: number | null;
    quantity: number;
    at: string;
  },
): Promise<number> {
  const key = `revoke:${revoke.sessionId}:${revoke.line}`;
  const done = await db
    .selectFrom('credit_entries')
    .select('delta')
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (done) return -done.delta;
  // Optimistic: take min(quantity, unused) only if unused is still what was read.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const balance = await db
      .selectFrom('credit_balances')
      .select('unused')
      .where('user_id', '=', revoke.userId)
      .where('product', '=', revoke.product)
      .where('duration_minutes', '=', balanceDuration(revoke.durationMinutes))
      .executeTakeFirst();
    const take = Math.min(revoke.quantity, balance?.unused ?? 0);
    if (take === 0) return 0;
    const updated = await db
      .updateTable('credit_balances')
      .set({ unused: (balance?.unused ?? 0) - take })
      .where('user_id', '=', revoke.userId)
      .where('product', '=', revoke.product)
      .where('duration_minutes', '=', balanceDuration(revoke.durationMinutes))
      .where('unused', '=', balance?.unused ?? 0)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) continue;
    const inserted = await insertEntry(db, {
      user_id: revoke.userId,
      product: revoke.product,
      duration_minutes: revoke.durationMinutes,
      delta: -take,
      reason: 'revoke',
      session_id: revoke.sessionId,
      order_id: null,
      note: 'Purchase refunded',
      idempotency_key: key,
      created_at: revoke.at,
    });
    if (!inserted)
      await addToBalance(db, revoke.userId, revoke.product, revoke.durationMinutes, take);
    return take;
  }
  return 0;
}

/** Unused edits (Shorts included) and thumbnails of a user. */
export async function unusedCounts(db: Executor, userId: string): Promise<CreditCounts> {
  const rows = await db
    .selectFrom('credit_balances')
    .select(['kind', (eb) => eb.fn.sum<string | number>('unused').as('n')])
    .where('user_id', '=', userId)
    .groupBy('kind')
    .execute();
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
