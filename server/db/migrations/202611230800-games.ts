import type { Kysely } from 'kysely';

// Games (docs/ownership.md): partnerships with the agency's games (the games themselves are
// static, in common/games.ts), Ownership Booster submissions and their videos, the months an
// Admin closed, the shares each close set for the month after, and lock rows that serialise the
// writes whose checks span several rows.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('game_partnerships')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('game_partnerships_game_user', ['game_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('game_partnerships_user')
    .on('game_partnerships')
    .column('user_id')
    .execute();

  // One row per Booster form sent; `month` is the review the form counts in.
  await db.schema
    .createTable('game_boosts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('game_boosts_month').on('game_boosts').column('month').execute();

  // Each video of a form, reviewed on its own. A video counts once per game, whoever sends it.
  await db.schema
    .createTable('game_boost_videos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('boost_id', 'text', (c) =>
      c.notNull().references('game_boosts.id').onDelete('cascade'),
    )
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('video_id', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('published_on', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('reviewed_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reviewed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('game_boost_videos_game_video', ['game_id', 'video_id'])
    .execute();
  await db.schema
    .createIndex('game_boost_videos_month')
    .on('game_boost_videos')
    .columns(['month', 'game_id', 'status'])
    .execute();
  await db.schema
    .createIndex('game_boost_videos_user')
    .on('game_boost_videos')
    .columns(['user_id', 'game_id'])
    .execute();

  // A row means the month was reviewed and closed; the primary key makes a second close a no-op.
  await db.schema
    .createTable('game_month_closes')
    .addColumn('month', 'text', (c) => c.primaryKey())
    .addColumn('closed_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('closed_at', 'text', (c) => c.notNull())
    .execute();

  // The share a close set for one partnership in the month after the closed one.
  await db.schema
    .createTable('game_shares')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('min_bp', 'integer', (c) => c.notNull())
    .addColumn('max_bp', 'integer', (c) => c.notNull())
    .addColumn('approved_videos', 'integer', (c) => c.notNull())
    .addColumn('desired_bp', 'integer', (c) => c.notNull())
    .addColumn('start_bp', 'integer', (c) => c.notNull())
    .addColumn('floor_bp', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('game_shares_game_user_month', ['game_id', 'user_id', 'month'])
    .execute();
  await db.schema.createIndex('game_shares_month').on('game_shares').column('month').execute();

  // Touched (upserted) at the start of a transaction: on PostgreSQL the row lock serialises
  // writers of the same key until commit; SQLite has one writer anyway.
  await db.schema
    .createTable('game_locks')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('touched_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('game_locks').execute();
  await db.schema.dropTable('game_shares').execute();
  await db.schema.dropTable('game_month_closes').execute();
  await db.schema.dropTable('game_boost_videos').execute();
  await db.schema.dropTable('game_boosts').execute();
  await db.schema.dropTable('game_partnerships').execute();
}
