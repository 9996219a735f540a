import type { Kysely } from 'kysely';

// A message carrying a drive file is what lets the conversation's readers open that file
// (decision 023): every download of a file that is not theirs asks which messages carry it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('chat_messages_reference_file')
    .on('chat_messages')
    .column('reference_file_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('chat_messages_reference_file').execute();
}
