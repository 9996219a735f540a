import type { Kysely } from 'kysely';

// Visits through Affiliates' referral links: one counter per Affiliate, public page and day
// (UTC), and nothing about the visitor, so the figures hold no personal data.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('referral_visits')
    .addColumn('affiliate_id', 'text', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('visits', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('referral_visits_pk', ['affiliate_id', 'page', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('referral_visits').execute();
}
