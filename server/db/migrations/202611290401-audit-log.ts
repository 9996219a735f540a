import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The audit log: one row per Admin action and Admin sign-in, never changed once written. The
// actor is kept by id without a foreign key so that deleting a user cannot rewrite history.
// Triggers refuse UPDATE and DELETE in the database itself, so no code path (a future route, a
// script, a cascade) can alter a row. Sign-ins: one row per session (the refresh-token family),
// which the user's session list reads and which ends when the user ends that session.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('request_id', 'text')
    .addColumn('ip', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').columns(['at', 'id']).execute();
  await db.schema
    .createIndex('audit_log_actor')
    .on('audit_log')
    .columns(['actor_id', 'at'])
    .execute();
  await db.schema
    .createIndex('audit_log_subject')
    .on('audit_log')
    .columns(['subject_type', 'subject_id'])
    .execute();
  await refuseChanges(db);

  await db.schema
    .createTable('sign_ins')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .execute();
  await db.schema.createIndex('sign_ins_user').on('sign_ins').columns(['user_id', 'at']).execute();
}

async function refuseChanges(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`CREATE FUNCTION audit_log_append_only() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'audit_log is append-only'; END; $$ LANGUAGE plpgsql`.execute(db);
    await sql`CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`.execute(db);
    return;
  }
  for (const event of ['UPDATE', 'DELETE'])
    await sql
      .raw(
        `CREATE TRIGGER audit_log_no_${event.toLowerCase()} BEFORE ${event} ON audit_log
         BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`,
      )
      .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_ins').execute();
  await db.schema.dropTable('audit_log').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    await sql`DROP FUNCTION IF EXISTS audit_log_append_only()`.execute(db);
}
