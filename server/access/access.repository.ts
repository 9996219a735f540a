import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** The SQL behind the access rules: which orders a user stands on, and what orders are called. */
export function accessRepository(db: Kysely<Database>) {
  /** Orders passed off to `uid` and waiting for their answer: they may look before accepting. */
  const assignedPassOffs = (uid: string) =>
    db
      .selectFrom('pass_offs')
      .select('pass_offs.request_id')
      .where('pass_offs.new_staff_id', '=', uid)
      .where('pass_offs.state', '=', 'Assigned');

  return {
    assignedPassOffs,

    /** Of `ids` (or of all orders), those whose client, staff member or pass-off target is `uid`. */
    async ordersOf(uid: string, ids?: readonly string[]): Promise<string[]> {
      if (ids && ids.length === 0) return [];
      let query = db
        .selectFrom('production_requests as r')
        .select('r.id')
        .where((eb) =>
          eb.or([
            eb('r.client_id', '=', uid),
            eb('r.staff_id', '=', uid),
            eb('r.id', 'in', assignedPassOffs(uid)),
          ]),
        );
      if (ids) query = query.where('r.id', 'in', [...ids]);
      return (await query.execute()).map((r) => r.id);
    },

    /** The title and type of each order of `ids`. */
    async titles(
      ids: readonly string[],
    ): Promise<Array<{ id: string; title: string; type: string }>> {
      if (ids.length === 0) return [];
      return db
        .selectFrom('production_requests')
        .select(['id', 'title', 'type'])
        .where('id', 'in', [...ids])
        .execute();
    },
  };
}

/** The access repository's functions. */
export type AccessRepository = ReturnType<typeof accessRepository>;
