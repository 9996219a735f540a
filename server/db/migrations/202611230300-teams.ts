import type { Kysely } from 'kysely';

// Teams: relationships between users (team roles and plain contacts), each team's group chat
// record, and staff profiles (availability, tier, payout accounts).
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per role: (Partner, staff member, Editor) and (Partner, staff member, Artist) are two
  // rows, so "is X on Y's team as Editor" is one indexed lookup. A plain contact ('Default') is
  // stored once, with the smaller uid in user_id.
  await db.schema
    .createTable('relationships')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('other_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('relationships_pair_role', ['user_id', 'other_id', 'role'])
    .execute();
  await db.schema
    .createIndex('relationships_other')
    .on('relationships')
    .column('other_id')
    .execute();

  await db.schema
    .createTable('team_groups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('partner_id', 'text', (c) =>
      c.notNull().unique().references('users.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  // A missing row means the defaults: Available, tier 1, no payout account.
  await db.schema
    .createTable('staff_profiles')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Available'))
    .addColumn('busy_link', 'text')
    .addColumn('busy_title', 'text')
    .addColumn('vacation_start', 'text')
    .addColumn('vacation_end', 'text')
    .addColumn('tier', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('payout_method', 'text')
    .addColumn('paypal', 'text')
    .addColumn('paysend', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_profiles').execute();
  await db.schema.dropTable('team_groups').execute();
  await db.schema.dropTable('relationships').execute();
}
