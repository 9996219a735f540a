import type { Kysely } from 'kysely';

// A published video's figures as YouTube's videos.list gave them, one row a day for 28 days
// after publishing; the day's row is written once, by whichever instance reads it first.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('youtube_video_figures')
    .addColumn('publication_id', 'text', (c) =>
      c.notNull().references('youtube_publications.id').onDelete('cascade'),
    )
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('views', 'bigint', (c) => c.notNull())
    .addColumn('likes', 'bigint')
    .addColumn('comments', 'bigint')
    .addColumn('read_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('youtube_video_figures_pk', ['publication_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('youtube_video_figures').execute();
}
