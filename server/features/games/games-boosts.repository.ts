import type { BoostRow, Executor, NewBoost } from './games-rows.js';

/** Ownership Booster forms: storing them with their videos, and reading a month's. */
export function gamesBoostQueries(db: Executor) {
  return {
    /** Which of `videoIds` were already sent for a game. */
    async knownVideoIds(gameId: string, videoIds: string[]): Promise<Set<string>> {
      if (videoIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('game_boost_videos')
        .select('video_id')
        .where('game_id', '=', gameId)
        .where('video_id', 'in', videoIds)
        .execute();
      return new Set(rows.map((r) => r.video_id));
    },

    /** Stores a Booster form and its videos, all pending. */
    async insertBoost(boost: NewBoost): Promise<void> {
      await db
        .insertInto('game_boosts')
        .values({
          id: boost.id,
          game_id: boost.gameId,
          user_id: boost.userId,
          month: boost.month,
          note: boost.note,
          created_at: boost.at,
        })
        .execute();
      await db
        .insertInto('game_boost_videos')
        .values(
          boost.videos.map((v, position) => ({
            id: v.id,
            boost_id: boost.id,
            game_id: boost.gameId,
            user_id: boost.userId,
            month: boost.month,
            position,
            video_id: v.videoId,
            url: v.url,
            published_on: v.publishedOn,
            status: 'pending' as const,
            reviewed_by: null,
            reviewed_at: null,
            review_reason: null,
            created_at: boost.at,
          })),
        )
        .execute();
    },

    /** The Booster forms of a month with their senders, oldest first. */
    async boostsIn(month: string): Promise<BoostRow[]> {
      return db
        .selectFrom('game_boosts as b')
        .innerJoin('users as u', 'u.id', 'b.user_id')
        .select([
          'b.id',
          'b.game_id',
          'b.user_id',
          'b.note',
          'b.created_at',
          'u.name',
          'u.username',
        ])
        .where('b.month', '=', month)
        .orderBy('b.created_at')
        .orderBy('b.id')
        .execute();
    },
  };
}
