import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { OrderStanding } from './order-permissions.js';

/** Orders passed off to `uid` and waiting for their answer: they may look before accepting. */
function assignedPassOffsIn(db: Kysely<Database>, uid: string) {
  return db
    .selectFrom('pass_offs')
    .select('pass_offs.request_id')
    .where('pass_offs.new_staff_id', '=', uid)
    .where('pass_offs.state', '=', 'Assigned');
}

/** A query over the orders aliased `r`, which the list filters below are written for. */
type OrdersAsR = ExpressionBuilder<Database & { r: Database['production_requests'] }, 'r'>;

/** The orders `uid` sees through their own part in them: client, staff or pass-off target. */
export function orderSeenBy(db: Kysely<Database>, uid: string) {
  return (eb: OrdersAsR) =>
    eb.or([
      eb('r.client_id', '=', uid),
      eb('r.staff_id', '=', uid),
      eb('r.id', 'in', assignedPassOffsIn(db, uid)),
    ]);
}

/** The work of staff member `uid`: orders assigned to them or passed to them, not yet answered. */
export function orderWorkOf(db: Kysely<Database>, uid: string) {
  return (eb: OrdersAsR) =>
    eb.or([eb('r.staff_id', '=', uid), eb('r.id', 'in', assignedPassOffsIn(db, uid))]);
}

/** The SQL behind the permissions on an order: how a user stands to it. */
export function orderAccessRepository(db: Kysely<Database>) {
  return {
    /**
     * How `uid` stands to each order of `ids` that exists (Admin powers aside): client, current
     * staff member, or new staff member of a pass-off waiting for their answer. An order that
     * does not exist is missing from the answer.
     */
    async orderStandings(
      uid: string,
      ids: readonly string[],
    ): Promise<Map<string, OrderStanding[]>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('production_requests as r')
        .select(['r.id', 'r.client_id', 'r.staff_id'])
        .select((eb) => eb('r.id', 'in', assignedPassOffsIn(db, uid)).as('pass_off_target'))
        .where('r.id', 'in', [...ids])
        .execute();
      return new Map(
        rows.map((r) => {
          const standings: OrderStanding[] = [];
          if (r.client_id === uid) standings.push('client');
          if (r.staff_id === uid) standings.push('staff');
          if (Number(r.pass_off_target)) standings.push('passOffTarget');
          return [r.id, standings];
        }),
      );
    },
  };
}
