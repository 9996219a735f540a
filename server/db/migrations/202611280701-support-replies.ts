import type { Kysely } from 'kysely';

// The Admins' saved replies: shared texts any Admin puts into a Support answer.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('support_replies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('support_replies').execute();
}
