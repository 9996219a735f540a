import type { Kysely } from 'kysely';

// The review tables name the order they belong to `order_id`, as the glossary does: in these
// tables `request_id` read like the HTTP request that audit_log.request_id records. The older
// order tables (extension_requests, pass_offs, order_events, ...) keep `request_id`: renaming
// them would touch every order query for no reader's gain while the word stays in the API.
// RENAME COLUMN keeps the data, the foreign keys and the indexes on both SQLite and PostgreSQL;
// the indexes are recreated only to carry the new word in their names.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('review_notes_request').execute();
  await db.schema.dropIndex('review_notes_asked').execute();
  await db.schema.dropIndex('review_links_request').execute();
  for (const [from, to] of [
    ['request_id', 'order_id'],
    ['asked_in_request_id', 'asked_in_order_id'],
    ['done_in_request_id', 'done_in_order_id'],
  ] as const)
    await db.schema.alterTable('review_notes').renameColumn(from, to).execute();
  await db.schema.alterTable('review_links').renameColumn('request_id', 'order_id').execute();
  await db.schema
    .createIndex('review_notes_order')
    .on('review_notes')
    .columns(['order_id', 'frame'])
    .execute();
  await db.schema
    .createIndex('review_notes_asked')
    .on('review_notes')
    .column('asked_in_order_id')
    .execute();
  await db.schema.createIndex('review_links_order').on('review_links').column('order_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('review_notes_order').execute();
  await db.schema.dropIndex('review_notes_asked').execute();
  await db.schema.dropIndex('review_links_order').execute();
  for (const [from, to] of [
    ['order_id', 'request_id'],
    ['asked_in_order_id', 'asked_in_request_id'],
    ['done_in_order_id', 'done_in_request_id'],
  ] as const)
    await db.schema.alterTable('review_notes').renameColumn(from, to).execute();
  await db.schema.alterTable('review_links').renameColumn('order_id', 'request_id').execute();
  await db.schema
    .createIndex('review_notes_request')
    .on('review_notes')
    .columns(['request_id', 'frame'])
    .execute();
  await db.schema
    .createIndex('review_notes_asked')
    .on('review_notes')
    .column('asked_in_request_id')
    .execute();
  await db.schema
    .createIndex('review_links_request')
    .on('review_links')
    .column('request_id')
    .execute();
}
