import type { Insertable, Kysely, Selectable } from 'kysely';
import type { OrderStatus } from '../../../common/api/orders.js';
import type {
  Database,
  ExtensionRequestsTable,
  PassOffsTable,
  ProductionRequestsTable,
  StaffEarningsTable,
} from '../../db/schema.js';

/** A stored order. */
export type OrderRow = Selectable<ProductionRequestsTable>;

/** An order with the names of its people and its folder, as lists show it. */
export type OrderListRow = OrderRow & {
  client_name: string;
  client_username: string;
  staff_name: string;
  staff_username: string;
  author_name: string;
  folder_name: string;
};

/** An order's extension request. */
export type ExtensionRow = Selectable<ExtensionRequestsTable>;

/** An order's latest pass-off, with the names of the staff it goes from and to. */
export type PassOffRow = Selectable<PassOffsTable> & {
  from_name: string;
  new_staff_name: string | null;
  new_staff_username: string | null;
};

/** A delivered file of an order (layer 2, finished). */
export type DeliveryRow = { id: string; order_id: string; original_name: string; mime: string };

/** An earning with the order it was paid for. */
export type EarningRow = Selectable<StaffEarningsTable> & {
  title: string;
  type: OrderRow['type'];
  is_revision: number;
};

/** A user as the orders feature checks them (the new staff member of a pass-off). */
export type OrderUserRow = {
  id: string;
  name: string;
  account_type: Database['users']['account_type'];
  is_editor: number;
  is_artist: number;
};

/**
 * Which orders a list holds. Every field narrows it; `visibleTo` keeps the orders where the user
 * is the client, the current staff member, or the new staff member of an Assigned pass-off.
 */
export type OrderFilter = {
  ids?: readonly string[];
  statuses?: readonly OrderStatus[];
  clientId?: string;
  staffId?: string;
  /** Open work of a staff member: assigned to them, or passed off to them and not yet answered. */
  workOf?: string;
  visibleTo?: string;
};

/** The only place with SQL for orders, their extensions, pass-offs and earnings. */
export function ordersRepository(db: Kysely<Database>) {
  const assignedPassOffs = (uid: string) =>
    db
      .selectFrom('pass_offs')
      .select('pass_offs.request_id')
      .where('pass_offs.new_staff_id', '=', uid)
      .where('pass_offs.state', '=', 'Assigned');

  const listQuery = () =>
    db
      .selectFrom('production_requests as r')
      .innerJoin('users as c', 'c.id', 'r.client_id')
      .innerJoin('users as s', 's.id', 'r.staff_id')
      .innerJoin('users as a', 'a.id', 'r.author_id')
      .innerJoin('drive_folders as f', 'f.id', 'r.folder_id')
      .selectAll('r')
      .select([
        'c.name as client_name',
        'c.username as client_username',
        's.name as staff_name',
        's.username as staff_username',
        'a.name as author_name',
        'f.name as folder_name',
      ]);

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
    async insertOrder(row: Insertable<ProductionRequestsTable>): Promise<void> {
      await db.insertInto('production_requests').values(row).execute();
    },

    async findOrder(id: string): Promise<OrderRow | undefined> {
      return db
        .selectFrom('production_requests')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Orders of a filter with their people's names, newest first. */
    async listOrders(filter: OrderFilter): Promise<OrderListRow[]> {
      let query = listQuery();
      if (filter.ids) {
        if (filter.ids.length === 0) return [];
        query = query.where('r.id', 'in', [...filter.ids]);
      }
      if (filter.statuses) query = query.where('r.status', 'in', [...filter.statuses]);
      if (filter.clientId) query = query.where('r.client_id', '=', filter.clientId);
      if (filter.staffId) query = query.where('r.staff_id', '=', filter.staffId);
      if (filter.workOf) {
        const uid = filter.workOf;
        query = query.where((eb) =>
          eb.or([eb('r.staff_id', '=', uid), eb('r.id', 'in', assignedPassOffs(uid))]),
        );
      }
      if (filter.visibleTo) {
        const uid = filter.visibleTo;
        query = query.where((eb) =>
          eb.or([
            eb('r.client_id', '=', uid),
            eb('r.staff_id', '=', uid),
            eb('r.id', 'in', assignedPassOffs(uid)),
          ]),
        );
      }
      return query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').execute();
    },

    async extensionsFor(ids: readonly string[]): Promise<ExtensionRow[]> {
      if (ids.length === 0) return [];
      return db
        .selectFrom('extension_requests')
        .selectAll()
        .where('request_id', 'in', [...ids])
        .execute();
    },

    passOffsFor,

    /** Delivered files (layer 2) of the orders, oldest first. */
    async deliveriesFor(ids: readonly string[]): Promise<DeliveryRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('drive_files')
        .select(['id', 'order_id', 'original_name', 'mime'])
        .where('order_id', 'in', [...ids])
        .where('layer', '=', 2)
        .where('state', '=', 'finished')
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows as DeliveryRow[];
    },

    /** Sets activated_at once; false when it was already set or the order is not open. */
    async activate(id: string, at: string): Promise<boolean> {
      const result = await db
        .updateTable('production_requests')
        .set({ activated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .where('activated_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * Closes an open order as delivered, only while it is open, assigned to `staffId` and not yet
     * due; false when another change (the deadline job, a pass-off) got there first.
     */
    async markFulfilled(
      id: string,
      change: { staffId: string; at: string; revisionsLeft: number },
    ): Promise<boolean> {
      const result = await db
        .updateTable('production_requests')
        .set((eb) => ({
          status: 'fulfilled',
          closed_at: change.at,
          close_reason: 'Fulfilled',
          revisions_left: change.revisionsLeft,
          activated_at: eb.fn.coalesce('activated_at', eb.val(change.at)),
        }))
        .where('id', '=', id)
        .where('status', '=', 'open')
        .where('staff_id', '=', change.staffId)
        .where('due_at', '>', change.at)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async insertEarning(row: Insertable<StaffEarningsTable>): Promise<void> {
      await db.insertInto('staff_earnings').values(row).execute();
    },

    /** A staff member's earnings from `from` (inclusive) to `to` (exclusive), newest first. */
    async earningsOf(staffId: string, from: string, to: string): Promise<EarningRow[]> {
      return db
        .selectFrom('staff_earnings as e')
        .innerJoin('production_requests as r', 'r.id', 'e.request_id')
        .selectAll('e')
        .select(['r.title', 'r.type', 'r.is_revision'])
        .where('e.staff_id', '=', staffId)
        .where('e.created_at', '>=', from)
        .where('e.created_at', '<', to)
        .orderBy('e.created_at', 'desc')
        .orderBy('e.id', 'desc')
        .execute();
    },

    async findPassOff(requestId: string): Promise<PassOffRow | undefined> {
      const [row] = await passOffsFor([requestId]);
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
      requestId: string,
      change: { newStaffId: string; at: string; from: readonly PassOffsTable['state'][] },
    ): Promise<boolean> {
      const result = await db
        .updateTable('pass_offs')
        .set({ state: 'Assigned', new_staff_id: change.newStaffId, assigned_at: change.at })
        .set({ answered_at: null })
        .where('request_id', '=', requestId)
        .where('state', 'in', [...change.from])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Records the new staff member's answer, only while the pass-off is Assigned to them. */
    async answerPassOff(
      requestId: string,
      change: { newStaffId: string; state: 'Accepted' | 'Declined'; at: string },
    ): Promise<boolean> {
      const result = await db
        .updateTable('pass_offs')
        .set({ state: change.state, answered_at: change.at })
        .where('request_id', '=', requestId)
        .where('new_staff_id', '=', change.newStaffId)
        .where('state', '=', 'Assigned')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Hands an open order from one staff member to another; false if it moved meanwhile. */
    async reassign(
      id: string,
      change: { fromStaffId: string; toStaffId: string },
    ): Promise<boolean> {
      const result = await db
        .updateTable('production_requests')
        .set({ staff_id: change.toStaffId })
        .where('id', '=', id)
        .where('staff_id', '=', change.fromStaffId)
        .where('status', '=', 'open')
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

    /** Open orders of a staff member due from `from` (inclusive) to `to` (exclusive), by due time. */
    async openDueBetween(
      staffId: string,
      from: string,
      to: string,
    ): Promise<
      Array<Pick<OrderRow, 'id' | 'title' | 'type' | 'due_at'> & { client_name: string }>
    > {
      return db
        .selectFrom('production_requests as r')
        .innerJoin('users as c', 'c.id', 'r.client_id')
        .select(['r.id', 'r.title', 'r.type', 'r.due_at', 'c.name as client_name'])
        .where('r.staff_id', '=', staffId)
        .where('r.status', '=', 'open')
        .where('r.due_at', '>=', from)
        .where('r.due_at', '<', to)
        .orderBy('r.due_at')
        .orderBy('r.id')
        .execute();
    },

    /** Open orders per staff member. */
    async openCounts(staffIds: readonly string[]): Promise<Map<string, number>> {
      if (staffIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('production_requests')
        .select(['staff_id', (eb) => eb.fn.countAll<string | number>().as('n')])
        .where('staff_id', 'in', [...staffIds])
        .where('status', '=', 'open')
        .groupBy('staff_id')
        .execute();
      return new Map(rows.map((r) => [r.staff_id, Number(r.n)]));
    },
  };
}

/** The orders repository's functions. */
export type OrdersRepository = ReturnType<typeof ordersRepository>;
