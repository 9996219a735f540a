import type { Kysely } from 'kysely';

// What the server reads of an uploaded video (frame rate, duration, size) and the poster and
// sprite images it makes, one row per file, which is also the background job's queue; and the
// guest review links with every guest view (decision 031). media_facts has no foreign key on
// purpose: when a file is deleted its row stays until the job removes the images it names.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('media_facts')
    .addColumn('file_id', 'text', (c) => c.primaryKey())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claimed_at', 'text')
    .addColumn('fps_num', 'integer')
    .addColumn('fps_den', 'integer')
    .addColumn('duration_ms', 'integer')
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('poster_name', 'text')
    .addColumn('sprite_name', 'text')
    .addColumn('sprite_columns', 'integer')
    .addColumn('sprite_rows', 'integer')
    .addColumn('sprite_count', 'integer')
    .addColumn('sprite_interval_ms', 'integer')
    .addColumn('tile_width', 'integer')
    .addColumn('tile_height', 'integer')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('media_facts_state').on('media_facts').column('state').execute();

  await db.schema
    .createTable('review_links')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('request_id', 'text', (c) =>
      c.notNull().references('production_requests.id').onDelete('cascade'),
    )
    .addColumn('file_id', 'text', (c) =>
      c.notNull().references('drive_files.id').onDelete('cascade'),
    )
    .addColumn('created_by', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('allow_download', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('review_links_request')
    .on('review_links')
    .column('request_id')
    .execute();
  await db.schema
    .createTable('review_link_views')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('link_id', 'text', (c) =>
      c.notNull().references('review_links.id').onDelete('cascade'),
    )
    .addColumn('guest_name', 'text', (c) => c.notNull())
    .addColumn('viewed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('review_link_views_link')
    .on('review_link_views')
    .column('link_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('review_link_views').execute();
  await db.schema.dropTable('review_links').execute();
  await db.schema.dropTable('media_facts').execute();
}
