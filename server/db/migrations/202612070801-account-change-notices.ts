import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Each instance holds the account type and sessions-ended stamp of the accounts it serves, so an
// authenticated read makes one round trip instead of two. Only the database sees every change to
// them (an operator's SQL demotes or deletes an account; the app ends sessions), so the database
// announces each one: a NOTIFY, sent at commit and never for a change rolled back, naming the
// account. SQLite is one process's file and reads the account on every request instead.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`
    create function crewcast_account_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('crewcast_account_changed', old.id);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger users_account_changed
    after update of account_type, sessions_ended_at, id or delete on users
    for each row execute function crewcast_account_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop trigger if exists users_account_changed on users`.execute(db);
  await sql`drop function if exists crewcast_account_changed()`.execute(db);
}
