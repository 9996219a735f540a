import type { Kysely } from 'kysely';

// Guests watch a copy with their name burned into the picture, never the delivered file: one
// rendition per link and guest name, made by the media job and kept until the link is deleted.
// A link says which file its download hands out (the proxy unless the Partner chose the
// original), and its views also record each download.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('guest_renditions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('link_id', 'text', (c) =>
      c.notNull().references('review_links.id').onDelete('cascade'),
    )
    .addColumn('file_id', 'text', (c) => c.notNull())
    .addColumn('guest_name', 'text', (c) => c.notNull())
    .addColumn('watermark', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claimed_at', 'text')
    .addColumn('stored_name', 'text')
    .addColumn('size', 'integer')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('guest_renditions_link_name', ['link_id', 'guest_name'])
    .execute();
  await db.schema
    .createIndex('guest_renditions_state')
    .on('guest_renditions')
    .column('state')
    .execute();
  await db.schema
    .alterTable('review_links')
    .addColumn('download_rendition', 'text', (c) => c.notNull().defaultTo('proxy'))
    .execute();
  await db.schema
    .alterTable('review_link_views')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('view'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('review_link_views').dropColumn('kind').execute();
  await db.schema.alterTable('review_links').dropColumn('download_rendition').execute();
  await db.schema.dropTable('guest_renditions').execute();
}
