import { sql, type Kysely } from 'kysely';

// A delivery waits for the Partner's review: accepted with 1-5 stars (or automatically after a
// week), or revised. The staff member's note travels with the delivery; `version` numbers a
// revision chain (the first order 1, its revision 2, …) so files read as v2 of the same order.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('production_requests').addColumn('delivery_message', 'text').execute();
  await db.schema.alterTable('production_requests').addColumn('accepted_at', 'text').execute();
  await db.schema.alterTable('production_requests').addColumn('accepted_by', 'text').execute();
  await db.schema.alterTable('production_requests').addColumn('review_stars', 'integer').execute();
  await db.schema.alterTable('production_requests').addColumn('review_comment', 'text').execute();
  await db.schema
    .alterTable('production_requests')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // Number the revisions already made: each pass settles one more level of a chain.
  for (let level = 0; level < 20; level += 1) {
    const result = await sql`
      UPDATE production_requests SET version = (
        SELECT p.version + 1 FROM production_requests p
        WHERE p.id = production_requests.of_request_id)
      WHERE of_request_id IS NOT NULL AND version <> (
        SELECT p.version + 1 FROM production_requests p
        WHERE p.id = production_requests.of_request_id)`.execute(db);
    if (Number(result.numAffectedRows ?? 0) === 0) break;
  }
  await db.schema
    .createIndex('production_requests_awaiting_review')
    .on('production_requests')
    .columns(['status', 'accepted_at', 'closed_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('production_requests_awaiting_review').execute();
  for (const column of [
    'version',
    'review_comment',
    'review_stars',
    'accepted_by',
    'accepted_at',
    'delivery_message',
  ])
    await db.schema.alterTable('production_requests').dropColumn(column).execute();
}
