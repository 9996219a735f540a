import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Audit rows keep the actor's name as it was when they acted, so renaming an account cannot
// rewrite what its history shows (rows from before keep showing the current name). On
// PostgreSQL, TRUNCATE skips row triggers, so a statement trigger refuses it as the row triggers
// refuse UPDATE and DELETE; SQLite has no TRUNCATE (its DELETE without WHERE fires the triggers).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('audit_log').addColumn('actor_name', 'text').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    await sql`CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
      FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    await sql`DROP TRIGGER IF EXISTS audit_log_no_truncate ON audit_log`.execute(db);
  await db.schema.alterTable('audit_log').dropColumn('actor_name').execute();
}
