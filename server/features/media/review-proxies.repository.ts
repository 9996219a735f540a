import type { Kysely } from 'kysely';
import type { Database, ReviewProxiesTable } from '../../db/schema.js';
import { claimable } from './work-queue.js';

/** A queued proxy with where its video's bytes are stored. */
export type QueuedProxy = { fileId: string; storedName: string; attempts: number };

// Review proxies queue like media facts: a row per video, claimed by a conditional update so two
// instances never encode the same video at once.
export function reviewProxiesRepository(db: Kysely<Database>) {
  return {
    /** Queues a proxy for each video whose facts were read and that has none yet. */
    async enqueueMissing(at: string): Promise<void> {
      const missing = await db
        .selectFrom('media_facts')
        .leftJoin('review_proxies', 'review_proxies.file_id', 'media_facts.file_id')
        .innerJoin('drive_files', 'drive_files.id', 'media_facts.file_id')
        .select('media_facts.file_id')
        .where('media_facts.state', '=', 'ready')
        .where('review_proxies.file_id', 'is', null)
        .limit(100)
        .execute();
      if (missing.length === 0) return;
      await db
        .insertInto('review_proxies')
        .values(
          missing.map((m) => ({
            file_id: m.file_id,
            state: 'pending' as const,
            attempts: 0,
            created_at: at,
            updated_at: at,
          })),
        )
        .onConflict((oc) => oc.column('file_id').doNothing())
        .execute();
    },

    async waiting(staleBefore: string, limit: number): Promise<QueuedProxy[]> {
      const rows = await db
        .selectFrom('review_proxies')
        .innerJoin('drive_files', 'drive_files.id', 'review_proxies.file_id')
        .select(['review_proxies.file_id', 'drive_files.stored_name', 'review_proxies.attempts'])
        .where(claimable('review_proxies', staleBefore))
        .orderBy('review_proxies.created_at')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        fileId: r.file_id,
        storedName: r.stored_name,
        attempts: r.attempts,
      }));
    },

    /** Takes one queued proxy for this worker; false when another took it first. */
    async claim(item: QueuedProxy, at: string, staleBefore: string): Promise<boolean> {
      const result = await db
        .updateTable('review_proxies')
        .set({ state: 'working', claimed_at: at, attempts: item.attempts + 1, updated_at: at })
        .where('file_id', '=', item.fileId)
        .where('attempts', '=', item.attempts)
        .where(claimable('review_proxies', staleBefore))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async finish(fileId: string, stored: { name: string; size: number }, at: string) {
      await db
        .updateTable('review_proxies')
        .set({
          state: 'ready',
          stored_name: stored.name,
          size: stored.size,
          error: null,
          updated_at: at,
        })
        .where('file_id', '=', fileId)
        .execute();
    },

    async fail(fileId: string, error: string, last: boolean, at: string): Promise<void> {
      await db
        .updateTable('review_proxies')
        .set({ state: last ? 'failed' : 'pending', error: error.slice(0, 500), updated_at: at })
        .where('file_id', '=', fileId)
        .execute();
    },

    /** Proxies whose video was deleted (and that no worker is making): their bytes must go. */
    orphans(limit: number): Promise<Array<{ fileId: string; storedName: string | null }>> {
      return db
        .selectFrom('review_proxies')
        .leftJoin('drive_files', 'drive_files.id', 'review_proxies.file_id')
        .select(['review_proxies.file_id as fileId', 'review_proxies.stored_name as storedName'])
        .where('drive_files.id', 'is', null)
        .where('review_proxies.state', '!=', 'working')
        .limit(limit)
        .execute();
    },

    async remove(fileId: string): Promise<void> {
      await db.deleteFrom('review_proxies').where('file_id', '=', fileId).execute();
    },

    /** The ready proxies of these videos. */
    async readyOf(fileIds: readonly string[]): Promise<ReviewProxiesTable[]> {
      if (fileIds.length === 0) return [];
      return db
        .selectFrom('review_proxies')
        .selectAll()
        .where('file_id', 'in', [...fileIds])
        .where('state', '=', 'ready')
        .execute();
    },
  };
}

export type ReviewProxiesRepository = ReturnType<typeof reviewProxiesRepository>;
