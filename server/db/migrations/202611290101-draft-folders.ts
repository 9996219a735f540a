import type { Kysely } from 'kysely';

// A folder the order form uploads into is a draft until an order takes its files: it carries
// the video title typed on the form, and when it was last touched, so drafts nobody ordered can
// be removed after a week (docs/decisions/024-draft-folders.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('drive_folders').addColumn('title', 'text').execute();
  await db.schema.alterTable('drive_folders').addColumn('draft_at', 'text').execute();
  await db.schema
    .createIndex('drive_folders_draft_at')
    .on('drive_folders')
    .column('draft_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('drive_folders_draft_at').execute();
  await db.schema.alterTable('drive_folders').dropColumn('draft_at').execute();
  await db.schema.alterTable('drive_folders').dropColumn('title').execute();
}
