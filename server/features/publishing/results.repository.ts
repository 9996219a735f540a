import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** A published video as the result lists start from. */
export type PublishedRow = {
  id: string;
  orderId: string;
  title: string;
  publishedAt: string;
  partnerName: string;
};

/** Which published videos a list is about. */
export type PublishedFilter =
  { partner: string; limit: number } | { staff: string } | { from: string; to: string };

/** Published videos, newest first, and their latest views. */
export function resultsRepository(db: Kysely<Database>) {
  return {
    async published(filter: PublishedFilter): Promise<PublishedRow[]> {
      let query = db
        .selectFrom('youtube_publications as p')
        .innerJoin('production_requests as o', 'o.id', 'p.order_id')
        .innerJoin('users as u', 'u.id', 'p.client_id')
        .select(['p.id', 'p.order_id', 'p.title', 'p.published_at', 'u.name'])
        .where('p.state', '=', 'published')
        .where('p.published_at', 'is not', null)
        .orderBy('p.published_at', 'desc')
        .orderBy('p.id');
      if ('partner' in filter)
        query = query.where('p.client_id', '=', filter.partner).limit(filter.limit);
      else if ('staff' in filter) {
        const staff = filter.staff;
        // The edit's staff member, or the artist whose delivered image went up as the thumbnail.
        query = query.where(({ or, eb, exists, selectFrom }) =>
          or([
            eb('o.staff_id', '=', staff),
            exists(
              selectFrom('drive_files as f')
                .innerJoin('production_requests as t', 't.id', 'f.order_id')
                .select('f.id')
                .whereRef('f.id', '=', 'p.thumbnail_file_id')
                .where('t.staff_id', '=', staff),
            ),
          ]),
        );
      } else
        query = query
          .where('p.published_at', '>=', filter.from)
          .where('p.published_at', '<', filter.to);
      const rows = await query.execute();
      return rows.map((r) => ({
        id: r.id,
        orderId: r.order_id,
        title: r.title,
        publishedAt: r.published_at ?? '',
        partnerName: r.name,
      }));
    },

    /** The latest views videos.list gave each of `ids`. */
    async latestViews(ids: readonly string[]): Promise<Map<string, number>> {
      const found = new Map<string, number>();
      if (ids.length === 0) return found;
      const rows = await db
        .selectFrom('youtube_video_figures')
        .select(['publication_id', 'views'])
        .where('publication_id', 'in', ids)
        .orderBy('day')
        .execute();
      for (const r of rows) found.set(r.publication_id, Number(r.views));
      return found;
    },
  };
}

export type ResultsRepository = ReturnType<typeof resultsRepository>;
