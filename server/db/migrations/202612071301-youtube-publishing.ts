import type { Kysely } from 'kysely';

// Publishing accepted deliveries to a Partner's YouTube channel. A consent holds the Partner's
// refresh token, sealed (AES-256-GCM); a consent start is one incremental authorization in
// progress (state and PKCE verifier, as youtube_checks); a publication is one upload, with the
// session URL and the bytes YouTube confirmed, so any instance can resume it after a cut or a
// restart, and a lease so only one instance sends its bytes at a time.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('youtube_consents')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('refresh_token', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('granted_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('youtube_consent_starts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('state_hash', 'text', (c) => c.notNull().unique())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createTable('youtube_publications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) =>
      c.notNull().references('production_requests.id').onDelete('cascade'),
    )
    .addColumn('client_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('video_file_id', 'text', (c) => c.notNull())
    .addColumn('thumbnail_file_id', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('category_id', 'text', (c) => c.notNull())
    .addColumn('made_for_kids', 'integer', (c) => c.notNull())
    .addColumn('visibility', 'text', (c) => c.notNull())
    .addColumn('publish_at', 'text')
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('bytes_sent', 'bigint', (c) => c.notNull())
    .addColumn('upload_url', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('youtube_video_id', 'text')
    .addColumn('thumbnail_state', 'text')
    .addColumn('error_code', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text')
    .execute();
  await db.schema
    .createIndex('youtube_publications_order')
    .on('youtube_publications')
    .columns(['order_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('youtube_publications_state')
    .on('youtube_publications')
    .columns(['state', 'lease_until'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('youtube_publications').execute();
  await db.schema.dropTable('youtube_consent_starts').execute();
  await db.schema.dropTable('youtube_consents').execute();
}
