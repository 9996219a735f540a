import type { Kysely } from 'kysely';

// Each user reads dates and times in their own IANA time zone (System messages, folder names,
// due dates). Existing accounts start on UTC, which is what they were shown until now.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('time_zone').execute();
}
