import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** A checkout paid with another amount than it was priced at. */
export type PaymentMismatch = {
  sessionId: string;
  userId: string;
  pricedCents: number;
  paidCents: number;
  paymentIntent: string | null;
  at: string;
};

/** Keeps a mismatch for an Admin, once per checkout (a retried webhook adds nothing). */
export async function recordPaymentMismatch(
  db: Kysely<Database>,
  m: PaymentMismatch,
): Promise<void> {
  await db
    .insertInto('payment_mismatches')
    .values({
      id: randomUUID(),
      session_id: m.sessionId,
      user_id: m.userId,
      priced_cents: m.pricedCents,
      paid_cents: m.paidCents,
      payment_intent: m.paymentIntent,
      created_at: m.at,
      resolved_at: null,
    })
    .onConflict((oc) => oc.column('session_id').doNothing())
    .execute();
}
