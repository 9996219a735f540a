import type { Kysely } from 'kysely';

// Pay periods, their statements and the ledger rows each statement settles. A ledger row (an
// earning, a commission, a commission's reversal) is settled once: `source_key` is unique, so a
// second close of a period, or a later one, can never count the same row again.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payout_periods')
    .addColumn('period', 'text', (c) => c.primaryKey())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text', (c) => c.notNull())
    .addColumn('closed_by', 'text', (c) => c.notNull().references('users.id'))
    .execute();

  await db.schema
    .createTable('payout_statements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('period', 'text', (c) => c.notNull().references('payout_periods.period'))
    .addColumn('payee_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('payee_kind', 'text', (c) => c.notNull())
    .addColumn('method', 'text')
    .addColumn('account', 'text')
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .addColumn('paid_by', 'text', (c) => c.references('users.id'))
    .addColumn('paid_reference', 'text')
    .addUniqueConstraint('payout_statements_period_payee', ['period', 'payee_id'])
    .execute();
  await db.schema
    .createIndex('payout_statements_payee')
    .on('payout_statements')
    .columns(['payee_id', 'period'])
    .execute();

  await db.schema
    .createTable('payout_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('statement_id', 'text', (c) =>
      c.notNull().references('payout_statements.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('source_key', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('tier', 'integer')
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payout_lines_statement')
    .on('payout_lines')
    .columns(['statement_id', 'occurred_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payout_lines').execute();
  await db.schema.dropTable('payout_statements').execute();
  await db.schema.dropTable('payout_periods').execute();
}
