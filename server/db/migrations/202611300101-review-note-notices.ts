import { sql, type Kysely } from 'kysely';

// Notes are announced in digests (docs/review.md): a note waits with no notice until the digest
// job claims it into one (notice_id, shared by every note of that message). Notes made before
// digests existed were announced then, so they are marked as such and never sent again.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('review_notes').addColumn('notice_id', 'text').execute();
  await sql`UPDATE review_notes SET notice_id = 'before-digests'`.execute(db);
  await db.schema
    .createIndex('review_notes_notice')
    .on('review_notes')
    .columns(['notice_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('review_notes_notice').execute();
  await db.schema.alterTable('review_notes').dropColumn('notice_id').execute();
}
