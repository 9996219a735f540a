import type { Kysely } from 'kysely';

// A published video's day as the YouTube Analytics API reports it (that day's views, minutes
// watched, average view duration, thumbnail impressions and their click-through rate). YouTube
// fills a day in about two days late and may correct it, so a later read overwrites the row.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('youtube_video_analytics')
    .addColumn('publication_id', 'text', (c) =>
      c.notNull().references('youtube_publications.id').onDelete('cascade'),
    )
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('views', 'bigint', (c) => c.notNull())
    .addColumn('minutes_watched', 'bigint', (c) => c.notNull())
    .addColumn('average_view_seconds', 'bigint', (c) => c.notNull())
    .addColumn('impressions', 'bigint')
    /** A ratio: 0.05 is 5%. */
    .addColumn('impressions_ctr', 'double precision')
    .addColumn('read_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('youtube_video_analytics_pk', ['publication_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('youtube_video_analytics').execute();
}
