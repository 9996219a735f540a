import type { Kysely } from 'kysely';
import type { ExtensionAnswer } from '../../../common/api/orders.js';
import type { Database, ExtensionRequestsTable } from '../../db/schema.js';
import { changeOpenOrder } from './order-records.repository.js';

/** The database or a transaction of it. */
type Executor = Kysely<Database>;

/** The fields of an order the extension rules look at. */
export type ExtensionOrderRow = Pick<
  Database['production_requests'],
  'id' | 'client_id' | 'staff_id' | 'is_revision' | 'status' | 'due_at' | 'original_due_at'
>;

/** An extension request with the name of the staff member who asked. */
export type ExtensionRow = ExtensionRequestsTable & { staff_name: string };

/** SQL of extension requests (docs/product.md §3 Extension request); one row per order. */
export function extensionsRepository(db: Executor) {
  return {
    /** The order an extension belongs to, or undefined. */
    findOrder(orderId: string, on: Executor = db): Promise<ExtensionOrderRow | undefined> {
      return on
        .selectFrom('production_requests')
        .select([
          'id',
          'client_id',
          'staff_id',
          'is_revision',
          'status',
          'due_at',
          'original_due_at',
        ])
        .where('id', '=', orderId)
        .executeTakeFirst();
    },

    /** The order's extension request, or undefined. */
    find(orderId: string, on: Executor = db): Promise<ExtensionRow | undefined> {
      return on
        .selectFrom('extension_requests as e')
        .innerJoin('users as u', 'u.id', 'e.staff_id')
        .selectAll('e')
        .select('u.name as staff_name')
        .where('e.request_id', '=', orderId)
        .executeTakeFirst();
    },

    /**
     * Adds the order's extension request; false when the order already has one. The primary key
     * on request_id absorbs a concurrent second request (ON CONFLICT DO NOTHING), so no statement
     * fails and nothing is written twice.
     */
    async insert(row: ExtensionRequestsTable): Promise<boolean> {
      const inserted = await db
        .insertInto('extension_requests')
        .values(row)
        .onConflict((oc) => oc.column('request_id').doNothing())
        .returning('request_id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /**
     * Records the Partner's answer only while the request is Pending and its 24 hours run: a
     * double answer, or an answer racing the expiry job, changes the row once. True when this
     * call changed it.
     */
    async answer(
      on: Executor,
      orderId: string,
      state: ExtensionAnswer['state'],
      at: string,
    ): Promise<boolean> {
      const result = await on
        .updateTable('extension_requests')
        .set({ state, answered_at: at })
        .where('request_id', '=', orderId)
        .where('state', '=', 'Pending')
        .where('expires_at', '>', at)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Moves an open order's due time from `from` to `to`; false when the order closed or its due
     * time changed meanwhile (the caller's transaction then rolls back).
     */
    moveDue(on: Executor, orderId: string, from: string, to: string): Promise<boolean> {
      return changeOpenOrder(
        on,
        orderId,
        () => ({ due_at: to }),
        (eb) => eb('due_at', '=', from),
      );
    },
  };
}

/** The extensions repository's functions. */
export type ExtensionsRepository = ReturnType<typeof extensionsRepository>;
