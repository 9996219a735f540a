import type { Kysely } from 'kysely';

// Internal notes of the Admins on a user's Support thread. They live apart from chat_messages,
// so no history page, catch-up or socket push can ever carry one to the customer.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('support_notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('author_id', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('support_notes_user')
    .on('support_notes')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('support_notes').execute();
}
