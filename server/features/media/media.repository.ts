import type { Kysely } from 'kysely';
import { claimable } from './work-queue.js';
import type { Database, MediaFactsTable } from '../../db/schema.js';

/** A queued video with where its bytes are stored. */
export type QueuedMedia = { fileId: string; storedName: string; attempts: number };

/** The stored facts of one video. */
export type MediaRow = MediaFactsTable;

/** What one run of the media job found in a file. */
export type MediaResult = Pick<
  MediaFactsTable,
  | 'fps_num'
  | 'fps_den'
  | 'duration_ms'
  | 'width'
  | 'height'
  | 'poster_name'
  | 'sprite_name'
  | 'sprite_columns'
  | 'sprite_rows'
  | 'sprite_count'
  | 'sprite_interval_ms'
  | 'tile_width'
  | 'tile_height'
>;

// The media job's queue is media_facts itself: a row per finished video, claimed by a
// conditional update so two instances never work on the same file at once.
export function mediaRepository(db: Kysely<Database>) {
  return {
    /** Queues every finished video that has no row yet; answers how many were queued. */
    async enqueueMissing(at: string): Promise<number> {
      const missing = await db
        .selectFrom('drive_files')
        .leftJoin('media_facts', 'media_facts.file_id', 'drive_files.id')
        .select('drive_files.id')
        .where('drive_files.kind', '=', 'video')
        .where('drive_files.state', '=', 'finished')
        .where('media_facts.file_id', 'is', null)
        .limit(100)
        .execute();
      if (missing.length === 0) return 0;
      await db
        .insertInto('media_facts')
        .values(
          missing.map((m) => ({
            file_id: m.id,
            state: 'pending' as const,
            attempts: 0,
            created_at: at,
            updated_at: at,
          })),
        )
        .onConflict((oc) => oc.column('file_id').doNothing())
        .execute();
      return missing.length;
    },

    /** Queued videos (and ones whose worker vanished before `staleBefore`), oldest first. */
    async waiting(staleBefore: string, limit: number): Promise<QueuedMedia[]> {
      const rows = await db
        .selectFrom('media_facts')
        .innerJoin('drive_files', 'drive_files.id', 'media_facts.file_id')
        .select(['media_facts.file_id', 'drive_files.stored_name', 'media_facts.attempts'])
        .where(claimable('media_facts', staleBefore))
        .orderBy('media_facts.created_at')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        fileId: r.file_id,
        storedName: r.stored_name,
        attempts: r.attempts,
      }));
    },

    /** Takes one queued video for this worker; false when another took it first. */
    async claim(item: QueuedMedia, at: string, staleBefore: string): Promise<boolean> {
      const result = await db
        .updateTable('media_facts')
        .set({ state: 'working', claimed_at: at, attempts: item.attempts + 1, updated_at: at })
        .where('file_id', '=', item.fileId)
        .where('attempts', '=', item.attempts)
        .where(claimable('media_facts', staleBefore))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async finish(fileId: string, result: MediaResult, at: string): Promise<void> {
      await db
        .updateTable('media_facts')
        .set({ ...result, state: 'ready', error: null, updated_at: at })
        .where('file_id', '=', fileId)
        .execute();
    },

    /** Puts a video back in the queue after a failed try, or gives up on it after the last. */
    async fail(fileId: string, error: string, last: boolean, at: string): Promise<void> {
      await db
        .updateTable('media_facts')
        .set({ state: last ? 'failed' : 'pending', error: error.slice(0, 500), updated_at: at })
        .where('file_id', '=', fileId)
        .execute();
    },

    /** Rows whose file was deleted: their images must go too. */
    orphans(limit: number): Promise<MediaRow[]> {
      return db
        .selectFrom('media_facts')
        .leftJoin('drive_files', 'drive_files.id', 'media_facts.file_id')
        .selectAll('media_facts')
        .where('drive_files.id', 'is', null)
        .limit(limit)
        .execute();
    },

    /** Where a finished file's bytes are stored, or undefined for any other file. */
    async storedNameOf(fileId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('drive_files')
        .select('stored_name')
        .where('id', '=', fileId)
        .where('state', '=', 'finished')
        .executeTakeFirst();
      return row?.stored_name;
    },

    async remove(fileId: string): Promise<void> {
      await db.deleteFrom('media_facts').where('file_id', '=', fileId).execute();
    },

    async factsOf(fileIds: readonly string[]): Promise<MediaRow[]> {
      if (fileIds.length === 0) return [];
      return db
        .selectFrom('media_facts')
        .selectAll()
        .where('file_id', 'in', [...fileIds])
        .execute();
    },
  };
}

export type MediaRepository = ReturnType<typeof mediaRepository>;
