import type { Kysely } from 'kysely';

// The Admin side of support: each user's Support thread has a state (open, waiting on the
// customer, closed) and may be assigned to one Admin. A thread without a row is open.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('support_threads')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('assignee_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('support_threads').execute();
}
