import type { Kysely } from 'kysely';

// Which browser (the SHA-256 of its device cookie) each sign-in came from, so the login can tell
// a device that has signed in to an account before: the per-account ceiling on wrong passwords
// never locks the right password out from there.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sign_ins').addColumn('device_hash', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sign_ins').dropColumn('device_hash').execute();
}
