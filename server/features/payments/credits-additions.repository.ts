import { randomUUID } from 'node:crypto';
import type { ProductName } from '../../../common/api/payments.js';
import {
  addToBalance,
  balanceDuration,
  insertEntry,
  type Executor,
} from './credits-ledger.repository.js';

/** One line of a checkout as the ledger credits or revokes it. */
export type PurchasedLine = {
  userId: string;
  sessionId: string;
  /** The line's index in the checkout, part of the idempotency key. */
  line: number;
  product: ProductName;
  durationMinutes: number | null;
  quantity: number;
  at: string;
};

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
export function addPurchasedCredits(db: Executor, purchase: PurchasedLine): Promise<boolean> {
  return addCredits(db, {
    ...purchase,
    reason: 'purchase',
    key: `purchase:${purchase.sessionId}:${purchase.line}`,
  });
}

/**
 * Takes back what is still unused of a refunded purchase line (money returned, so its credits
 * go); credits already spent on orders stay spent. Returns how many were taken back.
 */
export async function revokePurchasedCredits(db: Executor, revoke: PurchasedLine): Promise<number> {
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
