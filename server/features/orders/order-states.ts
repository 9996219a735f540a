import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { CloseReason, OrderStatus } from '../../../common/api/orders.js';
import type { ProductionRequestsTable } from '../../db/schema.js';

// The order's derived states, asked in SQL. Every feature that needs to know whether an order is
// open, overdue, awaiting its Partner's review or still in progress asks here instead of
// comparing columns itself, so a new state or status is added in one place
// (docs/architecture.md "The order's states"). The browser's words for them are
// common/order-state.ts. This file imports nothing from server/access, which uses it.

/** The names an order's row goes by in a query: its table, or the alias the query gave it. */
export type OrderTable = 'production_requests' | 'r' | 'o' | 'p';

/** A condition on an order's row, for `where`, `case when`, `and`/`or` or a selected column. */
export type OrderCondition = RawBuilder<SqlBool>;

const status = (value: OrderStatus) => sql.lit(value);
const reason = (value: CloseReason) => sql.lit(value);

/** The states of the order `order` names in the query (by default the table itself). */
export function orderStates(order: OrderTable = 'production_requests') {
  const col = (name: keyof ProductionRequestsTable) => sql.ref(`${order}.${name}`);

  const open: OrderCondition = sql<SqlBool>`${col('status')} = ${status('open')}`;
  const delivered: OrderCondition = sql<SqlBool>`${col('status')} = ${status('fulfilled')}`;
  const accepted: OrderCondition = sql<SqlBool>`${col('accepted_at')} is not null`;
  // A revision counts while it is open or delivered: a cancelled one (overdue) gives the delivery
  // back to its Partner's review, with its revision (docs/decisions/076-order-states.md).
  const revised: OrderCondition = sql<SqlBool>`exists (select 1 from production_requests as rev
    where rev.of_request_id = ${col('id')} and rev.status <> ${status('cancelled')})`;
  const awaitingReview: OrderCondition = sql<SqlBool>`(${delivered} and ${col('accepted_at')} is null
    and not ${revised})`;

  return {
    /** Being worked on: neither delivered nor cancelled. */
    open,
    /** Delivered or cancelled: every status but open. */
    closed: sql<SqlBool>`${col('status')} <> ${status('open')}` as OrderCondition,
    /** Delivered, whatever its Partner did with it since. */
    delivered,
    /** Cancelled by the deadline job at its due time ('Request Expired'). */
    expired: sql<SqlBool>`(${col('status')} = ${status('cancelled')}
      and ${col('close_reason')} = ${reason('Overdue')})` as OrderCondition,
    /** Accepted by its Partner or automatically after a week. */
    accepted,
    /** A revision of it is open or delivered. */
    revised,
    /** Delivered, not accepted and not revised: waiting for the Partner's review. */
    awaitingReview,
    /** Still in progress: open, or delivered and waiting for the Partner's review. */
    inProgress: sql<SqlBool>`(${open} or ${awaitingReview})` as OrderCondition,
    /** Open and at or past its due time at `at`: the deadline job cancels it. */
    pastDue: (at: string): OrderCondition => sql<SqlBool>`(${open} and ${col('due_at')} <= ${at})`,
    /** Open and due after `at` but before `soon`. */
    dueBetween: (at: string, soon: string): OrderCondition =>
      sql<SqlBool>`(${open} and ${col('due_at')} > ${at} and ${col('due_at')} < ${soon})`,
  };
}

/** An order's row as plain code reads its states (the same rules as the SQL above). */
export const orderRowStates = {
  isOpen: (row: Pick<ProductionRequestsTable, 'status'>) => row.status === 'open',
  isDelivered: (row: Pick<ProductionRequestsTable, 'status'>) => row.status === 'fulfilled',
  isExpired: (row: Pick<ProductionRequestsTable, 'status' | 'close_reason'>) =>
    row.status === 'cancelled' && row.close_reason === 'Overdue',
  /** Accepted by its Partner or automatically after a week. */
  isAccepted: (row: Pick<ProductionRequestsTable, 'accepted_at'>) => row.accepted_at !== null,
  isRevision: (row: Pick<ProductionRequestsTable, 'is_revision'>) => row.is_revision === 1,
  /**
   * The orders of `rows` that a revision among `rows` revises, counting a revision while it is
   * open or delivered, as `orderStates().revised` does.
   */
  revisedAmong: (rows: readonly Pick<ProductionRequestsTable, 'of_request_id' | 'status'>[]) =>
    new Set(
      rows.flatMap((r) => (r.of_request_id && r.status !== 'cancelled' ? [r.of_request_id] : [])),
    ),
  /** At or past its due time at `at`: too late to act on or deliver. */
  isPastDue: (row: Pick<ProductionRequestsTable, 'due_at'>, at: Date) =>
    at.getTime() >= Date.parse(row.due_at),
};
