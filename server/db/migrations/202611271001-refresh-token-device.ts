import type { Kysely } from 'kysely';

// A refresh token used again within the grace window is honoured only for the device that used it
// first (its answer was lost): the row keeps which device, as the hash of its device cookie.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').addColumn('replaced_by_device', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').dropColumn('replaced_by_device').execute();
}
