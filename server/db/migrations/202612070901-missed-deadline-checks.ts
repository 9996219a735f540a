import type { Kysely } from 'kysely';

// An Admin's mark that a missed deadline was looked at: until one exists, the order stays on the
// Admin's Dashboard. One row per order; the order's own row is left as the deadline job wrote it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('missed_deadline_checks')
    .addColumn('request_id', 'text', (col) =>
      col.primaryKey().references('production_requests.id').onDelete('cascade'),
    )
    .addColumn('checked_by', 'text', (col) => col.notNull().references('users.id'))
    .addColumn('checked_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('missed_deadline_checks').execute();
}
