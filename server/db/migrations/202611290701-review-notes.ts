import type { Kysely } from 'kysely';

// Notes on a delivered video (docs/review.md): each on one frame of one version's file, with an
// optional drawing, ticked off by the editor; and the replies under them. A note's author is a
// user or a guest of a review link, so both author columns are nullable.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('review_notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) =>
      c.notNull().references('production_requests.id').onDelete('cascade'),
    )
    .addColumn('file_id', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('guest_link_id', 'text')
    .addColumn('guest_name', 'text')
    .addColumn('frame', 'integer', (c) => c.notNull())
    .addColumn('frame_out', 'integer')
    .addColumn('fps_num', 'integer', (c) => c.notNull())
    .addColumn('fps_den', 'integer', (c) => c.notNull())
    .addColumn('drawing', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('answer', 'text')
    .addColumn('done_by', 'text')
    .addColumn('asked_in_request_id', 'text')
    .addColumn('done_in_request_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
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
    .createTable('review_note_replies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('note_id', 'text', (c) =>
      c.notNull().references('review_notes.id').onDelete('cascade'),
    )
    .addColumn('author_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('guest_link_id', 'text')
    .addColumn('guest_name', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('review_note_replies_note')
    .on('review_note_replies')
    .column('note_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('review_note_replies').execute();
  await db.schema.dropTable('review_notes').execute();
}
