import type { Kysely } from 'kysely';

// What the chat tells people while they are away (decision 023): muted conversations, and each
// user's e-mail digest preferences with how far the digest has gone (so every instance's job
// sends each message in at most one digest).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_mutes')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('conversation', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_mutes_pk', ['user_id', 'conversation'])
    .execute();
  await db.schema
    .createTable('chat_notify_settings')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('email_digest', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('quiet_minutes', 'integer', (c) => c.notNull().defaultTo(60))
    .addColumn('digested_seq', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_notify_settings').execute();
  await db.schema.dropTable('chat_mutes').execute();
}
