import { sql, type Kysely } from 'kysely';

// Checkout sessions, the credits ledger with its running balances, and affiliate commissions.
// Money is in integer cents; times are UTC ISO strings; the SQL is the same on both dialects.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('client_secret_hash', 'text')
    .addColumn('payment_intent', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .addColumn('fulfilled_at', 'text')
    .addColumn('refunded_at', 'text')
    .execute();
  await db.schema
    .createIndex('payment_sessions_user')
    .on('payment_sessions')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('payment_sessions_intent')
    .on('payment_sessions')
    .column('payment_intent')
    .execute();

  // Append-only: every grant, purchase, spend, refund and revocation of a credit is one row.
  // The unique key makes each fact happen once however often it is retried.
  await db.schema
    .createTable('credit_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer')
    .addColumn('delta', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text')
    .addColumn('order_id', 'text')
    .addColumn('note', 'text')
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('credit_entries_user')
    .on('credit_entries')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('credit_entries_order')
    .on('credit_entries')
    .column('order_id')
    .execute();

  // The sum of the ledger per product and duration, kept in the same transaction as each entry.
  // A spend is a conditional decrement of this row, which is what makes concurrent spends safe.
  await db.schema
    .createTable('credit_balances')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    // 0 for thumbnails: a NULL in a primary key would not be unique.
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('unused', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('credit_balances_pk', ['user_id', 'product', 'duration_minutes'])
    .addCheckConstraint('credit_balances_unused_nonnegative', sql`unused >= 0`)
    .execute();

  await db.schema
    .createTable('commissions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('affiliate_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('buyer_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('session_id', 'text', (c) => c.notNull().unique().references('payment_sessions.id'))
    .addColumn('basis_cents', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('payable_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .addColumn('reversed_at', 'text')
    .execute();
  await db.schema
    .createIndex('commissions_affiliate')
    .on('commissions')
    .columns(['affiliate_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('commissions').execute();
  await db.schema.dropTable('credit_balances').execute();
  await db.schema.dropTable('credit_entries').execute();
  await db.schema.dropTable('payment_sessions').execute();
}
