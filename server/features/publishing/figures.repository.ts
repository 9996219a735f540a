import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** A day's figures of a published video. */
export type DayFigures = {
  day: string;
  views: number;
  likes: number | null;
  comments: number | null;
};

const num = (v: number | string | null) => (v === null ? null : Number(v));

/** The daily figures of published videos. */
export function figuresRepository(db: Kysely<Database>) {
  return {
    /** Published since `since` and not read on `day`: the videos a run reads, by Partner. */
    due(since: string, day: string) {
      return db
        .selectFrom('youtube_publications as p')
        .select(['p.id', 'p.client_id', 'p.youtube_video_id', 'p.published_at'])
        .where('p.state', '=', 'published')
        .where('p.youtube_video_id', 'is not', null)
        .where('p.published_at', '>=', since)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('youtube_video_figures as f')
                .select('f.day')
                .whereRef('f.publication_id', '=', 'p.id')
                .where('f.day', '=', day),
            ),
          ),
        )
        .execute();
    },

    /** Writes a day's figures once; a second instance's write of the same day is ignored. */
    async record(publicationId: string, day: string, figures: Omit<DayFigures, 'day'>, at: string) {
      await db
        .insertInto('youtube_video_figures')
        .values({ publication_id: publicationId, day, ...figures, read_at: at })
        .onConflict((oc) => oc.columns(['publication_id', 'day']).doNothing())
        .execute();
    },

    /** The figures of each publication of `ids`, oldest day first. */
    async of(ids: readonly string[]): Promise<Map<string, DayFigures[]>> {
      const found = new Map<string, DayFigures[]>(ids.map((id) => [id, []]));
      if (ids.length === 0) return found;
      const rows = await db
        .selectFrom('youtube_video_figures')
        .selectAll()
        .where('publication_id', 'in', ids)
        .orderBy('day')
        .execute();
      for (const r of rows)
        found.get(r.publication_id)?.push({
          day: r.day,
          views: Number(r.views),
          likes: num(r.likes),
          comments: num(r.comments),
        });
      return found;
    },
  };
}

export type FiguresRepository = ReturnType<typeof figuresRepository>;
