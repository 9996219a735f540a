import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** A vacation row with the names of who booked and cancelled it. */
export type VacationRow = {
  id: string;
  staff_id: string;
  start_day: string;
  end_day: string;
  booked_by: string | null;
  booked_by_name: string | null;
  booked_at: string;
  cancelled_by: string | null;
  cancelled_by_name: string | null;
  cancelled_at: string | null;
  ended_by: string | null;
  ended_by_name: string | null;
  ended_at: string | null;
};

/** What a booking reads and writes while the staff member's vacations are locked. */
export type LockedVacations = {
  vacationsOf(staffId: string): Promise<VacationRow[]>;
  insertVacation(v: NewVacation): Promise<string>;
};

/** A range to book, by whom and when. */
type NewVacation = { staffId: string; start: string; end: string; by: string; at: string };

/** Booked vacation ranges, and the profile window availability reads. */
export function teamsVacationQueries(db: Kysely<Database>) {
  return {
    /**
     * Runs `change` in a transaction holding the staff member's user row: in PostgreSQL the
     * no-op update locks it until commit, so two bookings at once check for overlaps one after
     * the other; SQLite runs one write transaction at a time anyway. A throw rolls back.
     */
    async withVacationsLocked<T>(
      staffId: string,
      change: (locked: LockedVacations) => Promise<T>,
    ): Promise<T> {
      return db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set((eb) => ({ id: eb.ref('id') }))
          .where('id', '=', staffId)
          .execute();
        return change(teamsVacationQueries(trx));
      });
    },

    /** Every range of a staff member, newest start first, cancelled ones too. */
    async vacationsOf(staffId: string): Promise<VacationRow[]> {
      return db
        .selectFrom('staff_vacations as v')
        .leftJoin('users as b', 'b.id', 'v.booked_by')
        .leftJoin('users as c', 'c.id', 'v.cancelled_by')
        .leftJoin('users as e', 'e.id', 'v.ended_by')
        .select([
          'v.id',
          'v.staff_id',
          'v.start_day',
          'v.end_day',
          'v.booked_by',
          'b.name as booked_by_name',
          'v.booked_at',
          'v.cancelled_by',
          'c.name as cancelled_by_name',
          'v.cancelled_at',
          'v.ended_by',
          'e.name as ended_by_name',
          'v.ended_at',
        ])
        .where('v.staff_id', '=', staffId)
        .orderBy('v.start_day', 'desc')
        .orderBy('v.booked_at', 'desc')
        .execute();
    },

    /** Staff whose profile still points at a vacation that ended before `today`. */
    async staffWithVacationOver(today: string): Promise<string[]> {
      const rows = await db
        .selectFrom('staff_profiles')
        .select('user_id')
        .where('vacation_end', '<', today)
        .execute();
      return rows.map((r) => r.user_id);
    },

    /** Staff whose profile's vacation window begins on `day`. */
    async staffWithVacationStarting(day: string): Promise<string[]> {
      const rows = await db
        .selectFrom('staff_profiles')
        .select('user_id')
        .where('vacation_start', '=', day)
        .execute();
      return rows.map((r) => r.user_id);
    },

    /** One range. */
    async vacation(id: string) {
      return db.selectFrom('staff_vacations').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Books a range. */
    async insertVacation(v: NewVacation): Promise<string> {
      const id = randomUUID();
      await db
        .insertInto('staff_vacations')
        .values({
          id,
          staff_id: v.staffId,
          start_day: v.start,
          end_day: v.end,
          booked_by: v.by,
          booked_at: v.at,
          cancelled_by: null,
          cancelled_at: null,
        })
        .execute();
      return id;
    },

    /**
     * Ends a range in progress on `day` (kept as history with who ended it); false when it was
     * already ended or cancelled, so two ends at once record one.
     */
    async endVacation(id: string, day: string, by: string, at: string): Promise<boolean> {
      const result = await db
        .updateTable('staff_vacations')
        .set({ end_day: day, ended_by: by, ended_at: at })
        .where('id', '=', id)
        .where('ended_at', 'is', null)
        .where('cancelled_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Cancels a range (kept as history). */
    async cancelVacation(id: string, by: string, at: string) {
      await db
        .updateTable('staff_vacations')
        .set({ cancelled_by: by, cancelled_at: at })
        .where('id', '=', id)
        .execute();
    },
  };
}
