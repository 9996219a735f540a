import type { VideoStatus } from '../../../common/api/games.js';
import type { GameBoostVideosTable } from '../../db/schema.js';
import type { Executor, VideoCountRow } from './games-rows.js';

/** Promotion videos: counts per partner, lists and review decisions. */
export function gamesVideoQueries(db: Executor) {
  return {
    /** How many videos of a month each partner has per game and status. */
    async videoCounts(month: string, gameId?: string): Promise<VideoCountRow[]> {
      let query = db
        .selectFrom('game_boost_videos')
        .select(['game_id', 'user_id', 'status'])
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('month', '=', month);
      if (gameId) query = query.where('game_id', '=', gameId);
      const rows = await query.groupBy(['game_id', 'user_id', 'status']).execute();
      // PostgreSQL answers count() as a string.
      return rows.map((r) => ({ ...r, n: Number(r.n) }));
    },

    /** Videos of a month still waiting for review. */
    async pendingCount(month: string): Promise<number> {
      const row = await db
        .selectFrom('game_boost_videos')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('month', '=', month)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** One user's videos of one game, newest first. */
    async videosOf(userId: string, gameId: string, limit: number) {
      return db
        .selectFrom('game_boost_videos')
        .selectAll()
        .where('user_id', '=', userId)
        .where('game_id', '=', gameId)
        .orderBy('created_at', 'desc')
        .orderBy('position')
        .limit(limit)
        .execute();
    },

    /** Every video of a month, in form order. */
    async videosIn(month: string): Promise<GameBoostVideosTable[]> {
      return db
        .selectFrom('game_boost_videos')
        .selectAll()
        .where('month', '=', month)
        .orderBy('boost_id')
        .orderBy('position')
        .execute();
    },

    /** One video. */
    async video(id: string): Promise<GameBoostVideosTable | undefined> {
      return db.selectFrom('game_boost_videos').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Records an Admin's decision on a video, with the reason of a rejection (null otherwise). */
    async setVideoStatus(
      id: string,
      decision: { status: VideoStatus; reason: string | null },
      adminId: string,
      at: string,
    ) {
      await db
        .updateTable('game_boost_videos')
        .set({
          status: decision.status,
          review_reason: decision.reason,
          reviewed_by: adminId,
          reviewed_at: at,
        })
        .where('id', '=', id)
        .execute();
    },
  };
}
