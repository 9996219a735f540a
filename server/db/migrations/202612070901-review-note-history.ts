import type { Kysely } from 'kysely';

// A review note may be corrected or withdrawn by its author until it goes with a revision
// (docs/review.md). Each change keeps what the note said before it in review_note_history, so a
// correction never silently rewrites what the other side already read. The history is not tied to
// the note by a foreign key: a withdrawn note's row goes, its history stays.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('review_notes').addColumn('edited_at', 'text').execute();
  await db.schema
    .createTable('review_note_history')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('note_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('change', 'text', (c) => c.notNull())
    .addColumn('by_id', 'text')
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('frame', 'integer', (c) => c.notNull())
    .addColumn('frame_out', 'integer')
    .addColumn('drawing', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('review_note_history_note')
    .on('review_note_history')
    .columns(['note_id', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('review_note_history').execute();
  await db.schema.alterTable('review_notes').dropColumn('edited_at').execute();
}
