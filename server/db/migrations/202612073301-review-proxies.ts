import type { Kysely } from 'kysely';

// A large raw video streams slowly to a review player: the media job makes each video a light
// proxy (H.264, at most 720 px tall) that the players stream, keeping the original for download.
// One row per video, a work queue like media_facts.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('review_proxies')
    .addColumn('file_id', 'text', (c) => c.primaryKey())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claimed_at', 'text')
    .addColumn('stored_name', 'text')
    .addColumn('size', 'integer')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('review_proxies_state')
    .on('review_proxies')
    .column('state')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('review_proxies').execute();
}
