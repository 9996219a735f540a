import { PostgresAdapter, type Kysely } from 'kysely';

// Chat: messages, each user's read mark per conversation, and the audit log of messages
// an Admin wrote for a client.
export async function up(db: Kysely<unknown>): Promise<void> {
  // `seq` orders every message and is where a reconnecting client catches up from. SQLite makes
  // it with INTEGER PRIMARY KEY AUTOINCREMENT, PostgreSQL with serial.
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('chat_messages')
    .addColumn('seq', postgres ? 'serial' : 'integer', (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('id', 'text', (c) => c.notNull().unique())
    // d:{uid}:{uid} (smaller first), g:{group id}, s:{user} (support thread), y:{user} (System).
    .addColumn('conversation', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    // Who sent it over the socket (the Admin, for a message written for a client); 'system' for
    // order notices. With client_id it makes a re-sent message a no-op.
    .addColumn('author_id', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('from_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('to_id', 'text', (c) => c.notNull())
    .addColumn('thread_id', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('alias', 'text')
    .addColumn('reference_file_id', 'text')
    .addColumn('link', 'text')
    .addColumn('emulated_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('chat_messages_author_client', ['author_id', 'client_id'])
    .execute();
  await db.schema
    .createIndex('chat_messages_conversation')
    .on('chat_messages')
    .columns(['conversation', 'seq'])
    .execute();
  // Direct messages to a user, for their unread counts and catch-up.
  await db.schema
    .createIndex('chat_messages_to')
    .on('chat_messages')
    .columns(['to_id', 'seq'])
    .execute();
  await db.schema
    .createIndex('chat_messages_from')
    .on('chat_messages')
    .columns(['from_id', 'seq'])
    .execute();

  await db.schema
    .createTable('chat_reads')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('conversation', 'text', (c) => c.notNull())
    .addColumn('last_read_seq', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_reads_pk', ['user_id', 'conversation'])
    .execute();

  await db.schema
    .createTable('chat_emulations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('client_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('chat_emulations_admin')
    .on('chat_emulations')
    .columns(['admin_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_emulations').execute();
  await db.schema.dropTable('chat_reads').execute();
  await db.schema.dropTable('chat_messages').execute();
}
