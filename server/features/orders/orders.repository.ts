import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { assignedWorkRepository } from './assigned-work.repository.js';
import { earningsRepository } from './earnings.repository.js';
import { orderRecordsRepository } from './order-records.repository.js';
import { ordersListsRepository } from './orders-lists.repository.js';
import { passOffsRepository } from './pass-offs.repository.js';

/**
 * The SQL of orders, their lists, pass-offs and earnings as one object, for the use cases that
 * touch several of them in one transaction. Extensions, revisions, the deadline job and the
 * notifier have their own.
 */
export function ordersRepository(db: Kysely<Database>) {
  return {
    ...orderRecordsRepository(db),
    ...ordersListsRepository(db),
    ...passOffsRepository(db),
    ...earningsRepository(db),
    ...assignedWorkRepository(db),
  };
}

/** The orders repository's functions. */
export type OrdersRepository = ReturnType<typeof ordersRepository>;
