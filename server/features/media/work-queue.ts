import { sql, type RawBuilder } from 'kysely';

// The media job's tables (media facts, guest copies) are work queues with the same columns: a
// row is `pending`, then `working` under the worker that claimed it at `claimed_at`, then done or
// failed. A worker that vanishes leaves its row `working`; after `staleBefore` anyone may take it.

/** The rows of `table` a worker may take: pending, or working under a vanished worker. */
export function claimable(
  table: 'media_facts' | 'guest_renditions' | 'review_proxies',
  staleBefore: string,
): RawBuilder<boolean> {
  const state = sql.ref(`${table}.state`);
  const claimedAt = sql.ref(`${table}.claimed_at`);
  return sql<boolean>`(${state} = 'pending' or (${state} = 'working' and ${claimedAt} < ${staleBefore}))`;
}
