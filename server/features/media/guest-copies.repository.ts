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
    ...endedCopies(db),
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

/** The copies the media job deletes: those of links that have ended. */
function endedCopies(db: Kysely<Database>) {
  return {
    /**
     * Copies of links no guest can open any more (revoked, or expired by `now`) that no worker
     * is making right now: the bytes are of no use to anyone and carry a guest's name.
     */
    ended(now: string, limit: number): Promise<Array<{ id: string; storedName: string | null }>> {
      return db
        .selectFrom('guest_renditions')
        .innerJoin('review_links', 'review_links.id', 'guest_renditions.link_id')
        .select(['guest_renditions.id as id', 'guest_renditions.stored_name as storedName'])
        .where('guest_renditions.state', '!=', 'working')
        .where((eb) =>
          eb.or([
            eb('review_links.revoked_at', 'is not', null),
            eb('review_links.expires_at', '<=', now),
          ]),
        )
        .orderBy('guest_renditions.created_at')
        .limit(limit)
        .execute();
    },

    /** Drops a copy's row unless a worker claimed it meanwhile; true when it was dropped. */
    async drop(id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('guest_renditions')
        .where('id', '=', id)
        .where('state', '!=', 'working')
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}

export type GuestCopiesRepository = ReturnType<typeof guestCopiesRepository>;
