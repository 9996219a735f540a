import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, PassOffsTable } from '../../db/schema.js';

/** An order's latest pass-off, with the names of the staff it goes from and to. */
export type PassOffRow = Selectable<PassOffsTable> & {
  from_name: string;
  new_staff_name: string | null;
  new_staff_username: string | null;
};

/** A user as the orders feature checks them (the new staff member of a pass-off). */
export type OrderUserRow = {
  id: string;
  name: string;
  account_type: Database['users']['account_type'];
  is_editor: number;
  is_artist: number;
};

/** SQL of pass-offs: asking, the Admin's pick, the new staff member's answer. */
export function passOffsRepository(db: Kysely<Database>) {
  async function passOffsFor(ids: readonly string[]): Promise<PassOffRow[]> {
    if (ids.length === 0) return [];
    return db
      .selectFrom('pass_offs as p')
      .innerJoin('users as fs', 'fs.id', 'p.from_staff_id')
      .leftJoin('users as ns', 'ns.id', 'p.new_staff_id')
      .selectAll('p')
      .select([
        'fs.name as from_name',
        'ns.name as new_staff_name',
        'ns.username as new_staff_username',
      ])
      .where('p.request_id', 'in', [...ids])
      .execute();
  }

  return {
    passOffsFor,

    async findPassOff(orderId: string): Promise<PassOffRow | undefined> {
      const [row] = await passOffsFor([orderId]);
      return row;
    },

    /**
     * A staff member's pass-off request; replaces an answered one of the same order. Throws a
     * unique violation when one in progress is there.
     */
    async replacePassOff(row: Insertable<PassOffsTable>): Promise<void> {
      await db
        .deleteFrom('pass_offs')
        .where('request_id', '=', row.request_id)
        .where('state', 'in', ['Accepted', 'Declined'])
        .execute();
      await db.insertInto('pass_offs').values(row).execute();
    },

    /** Records the Admin's pick, only while the pass-off is in `from` states. */
    async assignPassOff(
      orderId: string,
      change: { newStaffId: string; at: string; from: readonly PassOffsTable['state'][] },
    ): Promise<boolean> {
      const result = await db
        .updateTable('pass_offs')
        .set({ state: 'Assigned', new_staff_id: change.newStaffId, assigned_at: change.at })
        .set({ answered_at: null })
        .where('request_id', '=', orderId)
        .where('state', 'in', [...change.from])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Records the new staff member's answer, only while the pass-off is Assigned to them. */
    async answerPassOff(
      orderId: string,
      change: { newStaffId: string; state: 'Accepted' | 'Declined'; at: string },
    ): Promise<boolean> {
      const result = await db
        .updateTable('pass_offs')
        .set({ state: change.state, answered_at: change.at })
        .where('request_id', '=', orderId)
        .where('new_staff_id', '=', change.newStaffId)
        .where('state', '=', 'Assigned')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async findUser(id: string): Promise<OrderUserRow | undefined> {
      return db
        .selectFrom('users')
        .select(['id', 'name', 'account_type', 'is_editor', 'is_artist'])
        .where('id', '=', id)
        .executeTakeFirst();
    },
  };
}
