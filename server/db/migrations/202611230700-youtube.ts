import { sql, type Kysely } from 'kysely';

// Partner eligibility (docs/decisions/007-youtube-eligibility.md): the e-mail step gets its own
// time, the verified channel's facts live on the account, and each channel check (one Google
// consent) is a row that binds its `state` to the account being verified.
export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite adds one column per ALTER TABLE.
  const users = () => db.schema.alterTable('users');
  await users().addColumn('email_verified_at', 'text').execute();
  await users().addColumn('youtube_channel_id', 'text').execute();
  await users().addColumn('youtube_channel_title', 'text').execute();
  await users().addColumn('youtube_subscriber_count', 'integer').execute();
  await users().addColumn('youtube_checked_at', 'text').execute();
  // Accounts verified before this change proved their e-mail; they stay verified as they are.
  await sql`UPDATE users SET email_verified_at = verified_at WHERE verified_at IS NOT NULL`.execute(
    db,
  );
  // One channel verifies one Partner only. Both dialects let many rows have no channel (NULL).
  await db.schema
    .createIndex('users_youtube_channel')
    .on('users')
    .column('youtube_channel_id')
    .unique()
    .execute();

  await db.schema
    .createTable('youtube_checks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // SHA-256 of the `state` sent to Google; the state itself is never stored.
    .addColumn('state_hash', 'text', (c) => c.notNull().unique())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('state_used_at', 'text')
    // What the callback found: 'eligible' or one of the /join/verify/return errors.
    .addColumn('outcome', 'text')
    .addColumn('channel_id', 'text')
    .addColumn('channel_title', 'text')
    .addColumn('subscriber_count', 'integer')
    .addColumn('checked_at', 'text')
    // SHA-256 of the hash the return page posts to finish an eligible check.
    .addColumn('result_hash', 'text', (c) => c.unique())
    .addColumn('result_expires_at', 'text')
    .addColumn('committed_at', 'text')
    .execute();
  await db.schema
    .createIndex('youtube_checks_user')
    .on('youtube_checks')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('youtube_checks').execute();
  await db.schema.dropIndex('users_youtube_channel').execute();
  for (const column of [
    'youtube_checked_at',
    'youtube_subscriber_count',
    'youtube_channel_title',
    'youtube_channel_id',
    'email_verified_at',
  ])
    await db.schema.alterTable('users').dropColumn(column).execute();
}
