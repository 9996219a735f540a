import { randomUUID } from 'node:crypto';
import type { Executor, PartnerRow, PersonRow } from './games-rows.js';

/** Partnerships between users and games, and the terms their accounts give them. */
export function gamesPartnershipQueries(db: Executor) {
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
    /** The e-mail address of each of `uids` that exists. */
    async emailsOf(uids: readonly string[]): Promise<Map<string, string>> {
      if (uids.length === 0) return new Map();
      const rows = await db
        .selectFrom('users')
        .select(['id', 'email'])
        .where('id', 'in', [...uids])
        .execute();
      return new Map(rows.map((r) => [r.id, r.email]));
    },

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
  };
}
