import type { Kysely } from 'kysely';

// Receipt numbers: one per credited payment, given in order when the payment is credited and
// never changed. A single counter row hands them out; its row lock makes two payments credited
// at once take turns, so no number is given twice or skipped.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('receipts')
    .addColumn('number', 'integer', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull().unique().references('payment_sessions.id'))
    .addColumn('issued_at', 'text', (c) => c.notNull())
    // Stripe's own receipt of the charge, kept once it has been looked up.
    .addColumn('provider_receipt_url', 'text')
    .execute();
  await db.schema
    .createTable('receipt_counter')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();

  // Payments credited before receipts existed get numbers in the order they were credited.
  const typed = db as unknown as Kysely<{
    payment_sessions: { id: string; fulfilled_at: string | null };
    receipts: { number: number; session_id: string; issued_at: string };
    receipt_counter: { id: string; last_number: number };
  }>;
  const credited = await typed
    .selectFrom('payment_sessions')
    .select(['id', 'fulfilled_at'])
    .where('fulfilled_at', 'is not', null)
    .orderBy('fulfilled_at')
    .orderBy('id')
    .execute();
  let number = 0;
  for (const session of credited) {
    number += 1;
    await typed
      .insertInto('receipts')
      .values({ number, session_id: session.id, issued_at: session.fulfilled_at ?? '' })
      .execute();
  }
  await typed
    .insertInto('receipt_counter')
    .values({ id: 'receipts', last_number: number })
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('receipt_counter').execute();
  await db.schema.dropTable('receipts').execute();
}
