import type { Kysely } from 'kysely';

// When every session of a user last ended (logout, a reset or changed password, an ended or
// revoked session): an access token issued before it is refused on the next request, so ending a
// session ends it everywhere at once. Read with the account type on every authenticated request.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('sessions_ended_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('sessions_ended_at').execute();
}
