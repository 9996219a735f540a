import type { Kysely } from 'kysely';

// Contact-form messages are answered from the Support inbox: an Admin marks one handled once it
// is answered (by e-mail, since the sender may have no account), and the inbox lists the rest.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('contact_messages').addColumn('handled_at', 'text').execute();
  await db.schema.alterTable('contact_messages').addColumn('handled_by', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('contact_messages').dropColumn('handled_by').execute();
  await db.schema.alterTable('contact_messages').dropColumn('handled_at').execute();
}
