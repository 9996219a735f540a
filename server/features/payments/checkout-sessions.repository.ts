import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, PaymentSessionsTable } from '../../db/schema.js';
import type { Executor } from './credits.repository.js';

/** A checkout session row. */
export type SessionRow = Selectable<PaymentSessionsTable>;

/** The SQL of checkout sessions: opening, finding, and claiming one for crediting or refunding. */
export function checkoutSessionsRepository(db: Kysely<Database>) {
  return {
    async insertSession(row: SessionRow): Promise<void> {
      await db.insertInto('payment_sessions').values(row).execute();
    },

    findSession(executor: Executor, id: string): Promise<SessionRow | undefined> {
      return executor
        .selectFrom('payment_sessions')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
    },

    findSessionByIntent(paymentIntent: string): Promise<SessionRow | undefined> {
      return db
        .selectFrom('payment_sessions')
        .selectAll()
        .where('payment_intent', '=', paymentIntent)
        .executeTakeFirst();
    },

    /**
     * Claims a session for its credit purchase: the claimed row for exactly one caller, undefined
     * for the others. PostgreSQL makes a concurrent claim wait on the row lock and then re-check
     * `fulfilled_at IS NULL`, so it finds it taken.
     */
    claimCreditPurchase(
      executor: Executor,
      id: string,
      at: string,
      paymentIntent: string | null,
    ): Promise<SessionRow | undefined> {
      return executor
        .updateTable('payment_sessions')
        .set({
          status: 'complete',
          fulfilled_at: at,
          completed_at: sql<string>`coalesce(completed_at, ${at})`,
          payment_intent: sql<string | null>`coalesce(payment_intent, ${paymentIntent})`,
        })
        .where('id', '=', id)
        .where('fulfilled_at', 'is', null)
        .where('refunded_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
    },

    /** Records that a checkout completed while its payment is still on the way. */
    async markCompleted(id: string, at: string): Promise<void> {
      await db
        .updateTable('payment_sessions')
        .set({ status: 'complete', completed_at: at })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .execute();
    },

    async markExpired(id: string): Promise<void> {
      await db
        .updateTable('payment_sessions')
        .set({ status: 'expired' })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .execute();
    },

    /** Claims a refund of a session: true for exactly one caller. */
    async claimRefund(executor: Executor, id: string, at: string): Promise<boolean> {
      const result = await executor
        .updateTable('payment_sessions')
        .set({ refunded_at: at })
        .where('id', '=', id)
        .where('refunded_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
