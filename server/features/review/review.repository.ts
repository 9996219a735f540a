import type { Kysely, Selectable } from 'kysely';
import type { Database, ReviewNoteRepliesTable, ReviewNotesTable } from '../../db/schema.js';

export type NoteRow = Selectable<ReviewNotesTable>;
export type ReplyRow = Selectable<ReviewNoteRepliesTable>;
/** A version: one order of a chain, with what the access rules and the notices need. */
export type VersionRow = {
  id: string;
  client_id: string;
  staff_id: string;
  title: string;
  version: number;
  of_request_id: string | null;
  is_revision: number;
  status: string;
};

/** The SQL of review notes and replies; `db` may be a transaction. */
export function reviewRepository(db: Kysely<Database>) {
  return {
    findVersion(id: string): Promise<VersionRow | undefined> {
      return db
        .selectFrom('production_requests')
        .select([
          'id',
          'client_id',
          'staff_id',
          'title',
          'version',
          'of_request_id',
          'is_revision',
          'status',
        ])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** A finished video the staff delivered on this version (layer 2 of the order). */
    deliveredVideo(orderId: string, fileId: string) {
      return db
        .selectFrom('drive_files')
        .select(['id', 'original_name'])
        .where('id', '=', fileId)
        .where('order_id', '=', orderId)
        .where('layer', '=', 2)
        .where('kind', '=', 'video')
        .where('state', '=', 'finished')
        .executeTakeFirst();
    },

    /** The name a drive file was uploaded with (what an export references it by). */
    async fileName(fileId: string): Promise<string | null> {
      const row = await db
        .selectFrom('drive_files')
        .select('original_name')
        .where('id', '=', fileId)
        .executeTakeFirst();
      return row?.original_name ?? null;
    },

    async insertNote(row: NoteRow): Promise<void> {
      await db.insertInto('review_notes').values(row).execute();
    },

    findNote(id: string): Promise<NoteRow | undefined> {
      return db.selectFrom('review_notes').selectAll().where('id', '=', id).executeTakeFirst();
    },

    notesOn(orderId: string): Promise<NoteRow[]> {
      return db
        .selectFrom('review_notes')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('frame')
        .orderBy('created_at')
        .execute();
    },

    notesAskedIn(revisionId: string): Promise<NoteRow[]> {
      return db
        .selectFrom('review_notes')
        .selectAll()
        .where('asked_in_order_id', '=', revisionId)
        .orderBy('frame')
        .orderBy('created_at')
        .execute();
    },

    repliesOf(noteIds: readonly string[]): Promise<ReplyRow[]> {
      if (noteIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('review_note_replies')
        .selectAll()
        .where('note_id', 'in', noteIds)
        .orderBy('created_at')
        .execute();
    },

    async insertReply(row: ReplyRow): Promise<void> {
      await db.insertInto('review_note_replies').values(row).execute();
    },

    async setState(
      id: string,
      change: Pick<NoteRow, 'state' | 'answer' | 'done_by' | 'done_in_order_id'>,
    ): Promise<void> {
      await db.updateTable('review_notes').set(change).where('id', '=', id).execute();
    },

    /** Ties a version's open, unasked notes to its revision, whose message announces them. */
    async askOpenNotes(versionId: string, fileId: string, revisionId: string): Promise<number> {
      const result = await db
        .updateTable('review_notes')
        .set((eb) => ({
          asked_in_order_id: revisionId,
          notice_id: eb.fn.coalesce('notice_id', eb.val(revisionId)),
        }))
        .where('order_id', '=', versionId)
        .where('file_id', '=', fileId)
        .where('state', '=', 'open')
        .where('asked_in_order_id', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async namesOf(uids: readonly string[]): Promise<Map<string, string>> {
      if (uids.length === 0) return new Map();
      const rows = await db
        .selectFrom('users')
        .select(['id', 'name'])
        .where('id', 'in', [...new Set(uids)])
        .execute();
      return new Map(rows.map((r) => [r.id, r.name]));
    },
  };
}

export type ReviewRepository = ReturnType<typeof reviewRepository>;
