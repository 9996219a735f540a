import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, YoutubePublicationsTable } from '../../db/schema.js';

/** A stored publication, sizes as numbers. */
export type PublicationRow = Omit<Selectable<YoutubePublicationsTable>, 'size' | 'bytes_sent'> & {
  size: number;
  bytes_sent: number;
};

const rowOf = (r: Selectable<YoutubePublicationsTable>): PublicationRow => ({
  ...r,
  size: Number(r.size),
  bytes_sent: Number(r.bytes_sent),
});

/** States an instance works on; `published` and `failed` are left alone. */
const workStates = ['queued', 'uploading', 'thumbnail'] as const;

/** Publications of deliveries to YouTube. */
export function publicationsRepository(db: Kysely<Database>) {
  return {
    async insert(row: Insertable<YoutubePublicationsTable>): Promise<void> {
      await db.insertInto('youtube_publications').values(row).execute();
    },

    async find(id: string): Promise<PublicationRow | undefined> {
      const row = await db
        .selectFrom('youtube_publications')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row && rowOf(row);
    },

    async ofOrder(orderId: string): Promise<PublicationRow[]> {
      const rows = await db
        .selectFrom('youtube_publications')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(rowOf);
    },

    /**
     * Takes up to `limit` publications nobody holds (no lease, or one run out at `now`) and holds
     * them until `until`: the conditional update makes two instances never take the same one.
     */
    async claim(now: string, until: string, limit: number): Promise<PublicationRow[]> {
      const free = await db
        .selectFrom('youtube_publications')
        .select('id')
        .where('state', 'in', workStates)
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
        .orderBy('created_at')
        .limit(limit)
        .execute();
      const claimed: PublicationRow[] = [];
      for (const { id } of free) {
        const took = await db
          .updateTable('youtube_publications')
          .set({ lease_until: until })
          .where('id', '=', id)
          .where('state', 'in', workStates)
          .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
          .executeTakeFirst();
        if (Number(took.numUpdatedRows) !== 1) continue;
        const row = await this.find(id);
        if (row) claimed.push(row);
      }
      return claimed;
    },

    async update(
      id: string,
      fields: Omit<Updateable<YoutubePublicationsTable>, 'id'> & { updated_at: string },
    ): Promise<void> {
      await db.updateTable('youtube_publications').set(fields).where('id', '=', id).execute();
    },

    /** Puts a failed publication back in the queue; false when it is not failed (any more). */
    async requeue(id: string, at: string): Promise<boolean> {
      const done = await db
        .updateTable('youtube_publications')
        .set({ state: 'queued', error_code: null, lease_until: null, updated_at: at })
        .where('id', '=', id)
        .where('state', '=', 'failed')
        .executeTakeFirst();
      return Number(done.numUpdatedRows) === 1;
    },
  };
}

export type PublicationsRepository = ReturnType<typeof publicationsRepository>;
