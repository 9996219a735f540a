import type { Kysely, Selectable } from 'kysely';
import type { Database, PaymentSessionsTable } from '../../db/schema.js';
import type { Executor } from './credits.repository.js';

/** A payment: its checkout session with its receipt's number, when it has one. */
export type PaymentRow = Selectable<PaymentSessionsTable> & {
  receipt_number: number | null;
  issued_at: string | null;
  provider_receipt_url: string | null;
};

/** The buyer of a payment, as a receipt names them. */
export type BuyerRow = { name: string; username: string; email: string };

/** The SQL of receipts and of the payments a Billing page lists. */
export function receiptsRepository(db: Kysely<Database>) {
  const payments = () =>
    db
      .selectFrom('payment_sessions as s')
      .leftJoin('receipts as r', 'r.session_id', 's.id')
      .selectAll('s')
      .select(['r.number as receipt_number', 'r.issued_at', 'r.provider_receipt_url']);

  return {
    /**
     * Gives a credited payment the next receipt number, inside the credit transaction. The
     * counter row's lock makes concurrent payments take turns, so numbers are never shared.
     */
    async issueReceipt(executor: Executor, sessionId: string, at: string): Promise<number> {
      const counter = await executor
        .updateTable('receipt_counter')
        .set((eb) => ({ last_number: eb('last_number', '+', 1) }))
        .where('id', '=', 'receipts')
        .returning('last_number')
        .executeTakeFirstOrThrow();
      await executor
        .insertInto('receipts')
        .values({ number: counter.last_number, session_id: sessionId, issued_at: at })
        .execute();
      return counter.last_number;
    },

    /**
     * A user's payments, newest first: every checkout that was completed or credited. Checkouts
     * left open or expired unpaid took no money, so they are not payments.
     */
    listPayments(userId: string): Promise<PaymentRow[]> {
      return payments()
        .where('s.user_id', '=', userId)
        .where((eb) =>
          eb.or([eb('s.completed_at', 'is not', null), eb('s.fulfilled_at', 'is not', null)]),
        )
        .orderBy('s.created_at', 'desc')
        .orderBy('s.id', 'desc')
        .execute();
    },

    findPayment(id: string): Promise<PaymentRow | undefined> {
      return payments().where('s.id', '=', id).executeTakeFirst();
    },

    findBuyer(userId: string): Promise<BuyerRow | undefined> {
      return db
        .selectFrom('users')
        .select(['name', 'username', 'email'])
        .where('id', '=', userId)
        .executeTakeFirst();
    },

    async saveProviderReceiptUrl(sessionId: string, url: string): Promise<void> {
      await db
        .updateTable('receipts')
        .set({ provider_receipt_url: url })
        .where('session_id', '=', sessionId)
        .execute();
    },
  };
}
