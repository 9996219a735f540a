import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { BasketItem } from '../../../common/api/payments.js';
import type { Database } from '../../db/schema.js';
import { priceBasket } from './basket-pricing.js';
import { receiptsRepository } from './receipts.repository.js';

const day = 24 * 3_600_000;

/** The demo Partner's past purchases: how long ago, what was bought, and whether it was refunded. */
const pastPurchases: ReadonlyArray<{ daysAgo: number; basket: BasketItem[]; refunded?: boolean }> =
  [
    {
      daysAgo: 41,
      basket: [
        { name: 'Video Edit', args: [10], quantity: 2 },
        { name: 'Video Thumbnail', args: [], quantity: 2 },
      ],
    },
    { daysAgo: 26, basket: [{ name: 'Shorts Edit', args: [1], quantity: 3 }], refunded: true },
    { daysAgo: 9, basket: [{ name: 'Video Edit', args: [20], quantity: 1 }] },
  ];

/**
 * A few sandbox payments of the demo Partner, oldest first, each with its receipt numbered by
 * the same counter Billing uses, so Billing and its receipts have something to show. The
 * credits they bought are taken as spent before the demo begins: the ledger keeps only the
 * welcome grants, so the credit counts the demo starts with stay as they were.
 */
export async function seedPastPayments(db: Kysely<Database>, partnerId: string): Promise<void> {
  const receipts = receiptsRepository(db);
  const now = Date.now();
  for (const purchase of pastPurchases) {
    const lines = priceBasket('Standard', purchase.basket);
    const paidAt = new Date(now - purchase.daysAgo * day);
    const at = paidAt.toISOString();
    const id = `cs_demo_${randomUUID().replaceAll('-', '')}`;
    await db
      .insertInto('payment_sessions')
      .values({
        id,
        provider: 'sandbox',
        user_id: partnerId,
        status: 'complete',
        plan: 'Standard',
        currency: 'usd',
        amount_cents: lines.reduce((sum, line) => sum + line.lineCents, 0),
        lines: JSON.stringify(lines),
        client_secret_hash: null,
        payment_intent: null,
        created_at: new Date(paidAt.getTime() - 60_000).toISOString(),
        expires_at: new Date(paidAt.getTime() + day).toISOString(),
        completed_at: at,
        fulfilled_at: at,
        refunded_at: purchase.refunded ? new Date(paidAt.getTime() + 2 * day).toISOString() : null,
      })
      .execute();
    await receipts.issueReceipt(db, id, at);
  }
}
