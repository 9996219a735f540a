import type { Kysely } from 'kysely';

// Admins tag Support threads (billing, orders, bug) to find them again; one row per thread and
// tag, so a tag filter is an index look-up and a thread never carries a tag twice.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('support_thread_tags')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tag', 'text', (c) => c.notNull())
    .addColumn('tagged_by', 'text', (c) => c.notNull())
    .addColumn('tagged_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('support_thread_tags_pk', ['user_id', 'tag'])
    .execute();
  await db.schema
    .createIndex('support_thread_tags_tag')
    .on('support_thread_tags')
    .columns(['tag', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('support_thread_tags').execute();
}
