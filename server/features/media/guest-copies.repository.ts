import type { Kysely } from 'kysely';
import { claimable } from './work-queue.js';
import type { Database, GuestRenditionsTable } from '../../db/schema.js';

/** A guest's watermarked copy of a link's file, as stored. */
export type GuestCopyRow = GuestRenditionsTable;

/** A queued copy with where its source file's bytes are stored. */
export type QueuedCopy = {
  id: string;
  storedName: string;
  watermark: string;
  attempts: number;
};

// Guest copies queue like media facts: one row per link and guest name, claimed by a
// conditional update so two instances never make the same copy at once.
export function guestCopiesRepository(db: Kysely<Database>) {
  return {
    /** The copy of `linkId` for `guestName`, queued now when there is none yet. */
    async request(
      row: Omit<
        GuestCopyRow,
        'state' | 'attempts' | 'claimed_at' | 'stored_name' | 'size' | 'error' | 'updated_at'
      >,
    ): Promise<GuestCopyRow> {
      await db
        .insertInto('guest_renditions')
        .values({
          ...row,
          state: 'pending',
          attempts: 0,
          claimed_at: null,
          stored_name: null,
          size: null,
          error: null,
          updated_at: row.created_at,
        })
        .onConflict((oc) => oc.columns(['link_id', 'guest_name']).doNothing())
        .execute();
      return db
        .selectFrom('guest_renditions')
        .selectAll()
        .where('link_id', '=', row.link_id)
        .where('guest_name', '=', row.guest_name)
        .executeTakeFirstOrThrow();
    },

    of(linkId: string, guestName: string): Promise<GuestCopyRow | undefined> {
      return db
        .selectFrom('guest_renditions')
        .selectAll()
        .where('link_id', '=', linkId)
        .where('guest_name', '=', guestName)
        .executeTakeFirst();
    },

    /** Queued copies (and ones whose worker vanished before `staleBefore`), oldest first. */
    async waiting(staleBefore: string, limit: number): Promise<QueuedCopy[]> {
      const rows = await db
        .selectFrom('guest_renditions')
        .innerJoin('drive_files', 'drive_files.id', 'guest_renditions.file_id')
        .select([
          'guest_renditions.id',
          'drive_files.stored_name',
          'guest_renditions.watermark',
          'guest_renditions.attempts',
        ])
        .where(claimable('guest_renditions', staleBefore))
        .orderBy('guest_renditions.created_at')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        storedName: r.stored_name,
        watermark: r.watermark,
        attempts: r.attempts,
      }));
    },

    /** Takes one queued copy for this worker; false when another took it first. */
    async claim(item: QueuedCopy, at: string, staleBefore: string): Promise<boolean> {
      const result = await db
        .updateTable('guest_renditions')
        .set({ state: 'working', claimed_at: at, attempts: item.attempts + 1, updated_at: at })
        .where('id', '=', item.id)
        .where('attempts', '=', item.attempts)
        .where(claimable('guest_renditions', staleBefore))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async finish(id: string, stored: { name: string; size: number }, at: string): Promise<void> {
      await db
        .updateTable('guest_renditions')
        .set({
          state: 'ready',
          stored_name: stored.name,
          size: stored.size,
          error: null,
          updated_at: at,
        })
        .where('id', '=', id)
        .execute();
    },

    /** Puts a copy back in the queue after a failed try, or gives up on it after the last. */
    async fail(id: string, error: string, last: boolean, at: string): Promise<void> {
      await db
        .updateTable('guest_renditions')
        .set({ state: last ? 'failed' : 'pending', error: error.slice(0, 500), updated_at: at })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type GuestCopiesRepository = ReturnType<typeof guestCopiesRepository>;
