import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { orderStates } from '../orders/orders.public.js';

// The order counts of the Admin's Dashboard, read-only over the orders feature's tables.

/** A count or sum as a number (PostgreSQL answers bigints as text). */
export const num = (value: string | number | bigint | null | undefined): number =>
  Number(value ?? 0);

/** SQL of the open orders, their deadlines and the decisions they wait for. */
export function orderCountsRepository(db: Kysely<Database>) {
  const orders = orderStates();
  return {
    /** Open orders: started or not, due before `soon`, past `now`. */
    async openOrders(now: string, soon: string) {
      const row = await db
        .selectFrom('production_requests')
        .select((eb) => [
          eb.fn.countAll<string | number>().as('open'),
          eb.fn.count<string | number>('activated_at').as('started'),
          eb.fn
            .sum<string | number | null>(eb.case().when(orders.pastDue(now)).then(1).else(0).end())
            .as('overdue'),
          eb.fn
            .sum<string | number | null>(
              eb.case().when(orders.dueBetween(now, soon)).then(1).else(0).end(),
            )
            .as('due_soon'),
        ])
        .where(orders.open)
        .executeTakeFirstOrThrow();
      return {
        open: num(row.open),
        started: num(row.started),
        overdue: num(row.overdue),
        dueSoon: num(row.due_soon),
      };
    },

    /** Pending requests for more time and pass-offs by state, of open orders only. */
    async pendingDecisions() {
      const [extensions, passOffs] = await Promise.all([
        db
          .selectFrom('extension_requests as e')
          .innerJoin('production_requests as r', 'r.id', 'e.request_id')
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .where('e.state', '=', 'Pending')
          .where(orderStates('r').open)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('pass_offs as p')
          .innerJoin('production_requests as r', 'r.id', 'p.request_id')
          .select(['p.state', (eb) => eb.fn.countAll<string | number>().as('n')])
          .where('p.state', 'in', ['Pending', 'Declined', 'Assigned'])
          .where(orderStates('r').open)
          .groupBy('p.state')
          .execute(),
      ]);
      const of = (states: string[]) =>
        passOffs.filter((p) => states.includes(p.state)).reduce((n, p) => n + num(p.n), 0);
      return {
        extensionsPending: num(extensions.n),
        // A declined pass-off goes back to the Admin to pick someone else.
        passOffsToAssign: of(['Pending', 'Declined']),
        passOffsAssigned: of(['Assigned']),
      };
    },
  };
}
