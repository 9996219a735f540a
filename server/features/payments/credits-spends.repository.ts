import type { EditProduct, ProductName } from '../../../common/api/payments.js';
import type { CreditKind } from '../../../common/pricing.js';
import { AppError } from '../../errors.js';
import {
  addToBalance,
  insertEntry,
  takeOne,
  type Executor,
  type SpentCredit,
} from './credits-ledger.repository.js';

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
