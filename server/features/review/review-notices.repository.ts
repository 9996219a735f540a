import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** What the note notices read of the order events the notifier recorded. */
export function reviewNoticesRepository(db: Kysely<Database>) {
  return {
    /** Whether a note event of this order was recorded since `since` (the digest window). */
    async notedSince(requestId: string, since: string): Promise<boolean> {
      const row = await db
        .selectFrom('order_events')
        .select('id')
        .where('request_id', '=', requestId)
        .where('event', '=', 'reviewNoted')
        .where('created_at', '>', since)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
