import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { VideoStatus } from '../../../common/api/games.js';
import type {
  Database,
  GameBoostVideosTable,
  GameSharesTable,
  UsersTable,
} from '../../db/schema.js';

/** Someone who partners a game, with what decides their terms. */
export type PartnerRow = {
  id: string;
  game_id: string;
  user_id: string;
  created_at: string;
  name: string;
  username: string;
  account_type: UsersTable['account_type'];
  plan: UsersTable['plan'];
};

/** An account's name and terms. */
export type PersonRow = Pick<UsersTable, 'id' | 'name' | 'username' | 'account_type' | 'plan'>;

/** Videos of one partner and game in a month, by status. */
export type VideoCountRow = { game_id: string; user_id: string; status: VideoStatus; n: number };

/** A Booster form with its sender. */
export type BoostRow = {
  id: string;
  game_id: string;
  user_id: string;
  note: string;
  created_at: string;
  name: string;
  username: string;
};

/** A new Booster form and its videos, as the service made them. */
export type NewBoost = {
  id: string;
  gameId: string;
  userId: string;
  month: string;
  note: string;
  at: string;
  videos: Array<{ id: string; videoId: string; url: string; publishedOn: string }>;
};

/** A share a close sets. */
export type NewShare = Omit<GameSharesTable, 'id' | 'created_at'>;

type Executor = Kysely<Database> | Transaction<Database>;

// The queries, on the database or inside a transaction.
function gamesQueries(db: Executor) {
  const partnerSelect = () =>
    db
      .selectFrom('game_partnerships as p')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .select([
        'p.id',
        'p.game_id',
        'p.user_id',
        'p.created_at',
        'u.name',
        'u.username',
        'u.account_type',
        'u.plan',
      ]);

  return {
    /** An account's name, type and plan. */
    async person(userId: string): Promise<PersonRow | undefined> {
      return db
        .selectFrom('users')
        .select(['id', 'name', 'username', 'account_type', 'plan'])
        .where('id', '=', userId)
        .executeTakeFirst();
    },

    /** Every partnership, with its partner's terms: few enough to read at once. */
    async allPartnerships(): Promise<PartnerRow[]> {
      return partnerSelect().orderBy('p.created_at').orderBy('p.id').execute();
    },

    /** The partnerships of one game. */
    async partnersOf(gameId: string): Promise<PartnerRow[]> {
      return partnerSelect()
        .where('p.game_id', '=', gameId)
        .orderBy('p.created_at')
        .orderBy('p.id')
        .execute();
    },

    /** The games one user partners, oldest first. */
    async partnershipsOf(userId: string) {
      return db
        .selectFrom('game_partnerships')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    /** Records a partnership. */
    async insertPartnership(gameId: string, userId: string, at: string): Promise<void> {
      await db
        .insertInto('game_partnerships')
        .values({ id: randomUUID(), game_id: gameId, user_id: userId, created_at: at })
        .execute();
    },

    /** Which of `months` are closed. */
    async closedMonths(months: string[]): Promise<Set<string>> {
      if (months.length === 0) return new Set();
      const rows = await db
        .selectFrom('game_month_closes')
        .select('month')
        .where('month', 'in', months)
        .execute();
      return new Set(rows.map((r) => r.month));
    },

    /** A month's close, with the name of the Admin who closed it. */
    async closeOf(month: string) {
      return db
        .selectFrom('game_month_closes as c')
        .leftJoin('users as u', 'u.id', 'c.closed_by')
        .select(['c.month', 'c.closed_at', 'u.name as closed_by_name'])
        .where('c.month', '=', month)
        .executeTakeFirst();
    },

    /** Records a close; the primary key refuses a second one. */
    async insertClose(month: string, adminId: string, at: string): Promise<void> {
      await db
        .insertInto('game_month_closes')
        .values({ month, closed_by: adminId, closed_at: at })
        .execute();
    },

    /** The shares of one user in the given months. */
    async sharesOf(userId: string, months: string[]) {
      return db
        .selectFrom('game_shares')
        .selectAll()
        .where('user_id', '=', userId)
        .where('month', 'in', months)
        .execute();
    },

    /** Every share of a month. */
    async sharesIn(month: string) {
      return db.selectFrom('game_shares').selectAll().where('month', '=', month).execute();
    },

    /** Stores the shares a close set. */
    async insertShares(rows: NewShare[], at: string): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insertInto('game_shares')
        .values(rows.map((r) => ({ ...r, id: randomUUID(), created_at: at })))
        .execute();
    },

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
            created_at: boost.at,
          })),
        )
        .execute();
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

    /** Records an Admin's decision on a video. */
    async setVideoStatus(id: string, status: VideoStatus, adminId: string, at: string) {
      await db
        .updateTable('game_boost_videos')
        .set({ status, reviewed_by: adminId, reviewed_at: at })
        .where('id', '=', id)
        .execute();
    },
  };
}

/** The games feature's queries, as `locked` hands them to its work. */
export type GamesQueries = ReturnType<typeof gamesQueries>;

/** The only place with the games feature's SQL; portable between SQLite and PostgreSQL. */
export function gamesRepository(db: Kysely<Database>) {
  return {
    ...gamesQueries(db),

    /**
     * Runs `work` in one transaction after locking `keys` (sorted, so two transactions never wait
     * on each other in opposite orders). The upsert holds each key's row until commit on
     * PostgreSQL; SQLite runs one write transaction at a time anyway.
     */
    async locked<T>(
      keys: string[],
      at: string,
      work: (queries: GamesQueries) => Promise<T>,
    ): Promise<T> {
      return db.transaction().execute(async (trx) => {
        for (const key of [...new Set(keys)].sort())
          await trx
            .insertInto('game_locks')
            .values({ key, touched_at: at })
            .onConflict((oc) => oc.column('key').doUpdateSet({ touched_at: at }))
            .execute();
        return work(gamesQueries(trx));
      });
    },
  };
}

/** The games repository's functions. */
export type GamesRepository = ReturnType<typeof gamesRepository>;
