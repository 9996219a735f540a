import type { Kysely } from 'kysely';

// A rejected promotion video carries the reviewer's reason, which its partner reads on the Games
// page and in the notice of the decision. Decisions made before keep no reason (null).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('game_boost_videos').addColumn('review_reason', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('game_boost_videos').dropColumn('review_reason').execute();
}
