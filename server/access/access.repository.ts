import type { Kysely } from 'kysely';
import { TeamRole } from '../../common/api/teams.js';
import type { Database } from '../db/schema.js';
import { orderStates } from '../features/orders/orders.public.js';
import { orderSeenBy } from './order-access.repository.js';

/** The SQL behind the access rules: which orders a user stands on, and what orders are called. */
export function accessRepository(db: Kysely<Database>) {
  return {
    /** Of `ids` (or of all orders), those whose client, staff member or pass-off target is `uid`. */
    async ordersOf(uid: string, ids?: readonly string[]): Promise<string[]> {
      if (ids && ids.length === 0) return [];
      let query = db
        .selectFrom('production_requests as r')
        .select('r.id')
        .where(orderSeenBy(db, uid));
      if (ids) query = query.where('r.id', 'in', [...ids]);
      return (await query.execute()).map((r) => r.id);
    },

    /**
     * Of `fileIds`, those a chat message carries in a conversation `uid` reads now: a direct
     * conversation they are one side of, their Support thread, or the group of a team they are
     * on (its Partner or a member in a team role). Admins read every file anyway.
     */
    async sharedInChat(uid: string, fileIds: readonly string[]): Promise<string[]> {
      if (fileIds.length === 0) return [];
      const teamsOf = db
        .selectFrom('relationships')
        .select('user_id')
        .where('other_id', '=', uid)
        .where('role', 'in', TeamRole.options);
      const groupsOf = db
        .selectFrom('team_groups')
        .select('id')
        .where((eb) => eb.or([eb('partner_id', '=', uid), eb('partner_id', 'in', teamsOf)]));
      const rows = await db
        .selectFrom('chat_messages as m')
        .select('m.reference_file_id')
        .distinct()
        .where('m.reference_file_id', 'in', [...fileIds])
        .where((eb) =>
          eb.or([
            eb.and([
              eb('m.type', '=', 'Direct'),
              eb.or([eb('m.from_id', '=', uid), eb('m.to_id', '=', uid)]),
            ]),
            eb.and([eb('m.type', '=', 'Support'), eb('m.thread_id', '=', uid)]),
            eb.and([eb('m.type', '=', 'Group'), eb('m.to_id', 'in', groupsOf)]),
          ]),
        )
        .execute();
      return rows.flatMap((r) => (r.reference_file_id ? [r.reference_file_id] : []));
    },

    /**
     * The orders that keep their files in `folderId` or hold one of `fileOrderIds`, each with
     * whether it is still in progress: open, or delivered and neither accepted nor revised.
     */
    async ordersAt(
      folderId: string,
      fileOrderIds: readonly string[],
    ): Promise<Array<{ id: string; active: boolean }>> {
      const rows = await db
        .selectFrom('production_requests as o')
        .select('o.id')
        .select(orderStates('o').inProgress.as('in_progress'))
        .where((eb) =>
          eb.or([
            eb('o.folder_id', '=', folderId),
            ...(fileOrderIds.length > 0 ? [eb('o.id', 'in', [...fileOrderIds])] : []),
          ]),
        )
        .execute();
      // SQLite answers a condition as 1 or 0, PostgreSQL as a boolean.
      return rows.map((r) => ({ id: r.id, active: Boolean(Number(r.in_progress)) }));
    },

    /** The title and type of each order of `ids`. */
    async titles(
      ids: readonly string[],
    ): Promise<
      Array<{ id: string; title: string; type: string; version: number; video_request_id: string }>
    > {
      if (ids.length === 0) return [];
      return db
        .selectFrom('production_requests')
        .select(['id', 'title', 'type', 'version', 'video_request_id'])
        .where('id', 'in', [...ids])
        .execute();
    },
  };
}

/** The access repository's functions. */
export type AccessRepository = ReturnType<typeof accessRepository>;
