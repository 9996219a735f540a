import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A refresh token used again within the grace window is honoured only for the device that used
  // it first (its answer was lost): the row keeps which device, as the hash of its device cookie.
  await db.schema.alterTable('refresh_tokens').addColumn('replaced_by_device', 'text').execute();

  // A paid amount that differs from the priced one is credited nothing and kept here for an
  // Admin, once per checkout however often the provider retries.
  await db.schema
    .createTable('payment_mismatches')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('priced_cents', 'integer', (c) => c.notNull())
    .addColumn('paid_cents', 'integer', (c) => c.notNull())
    .addColumn('payment_intent', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_mismatches').execute();
  await db.schema.alterTable('refresh_tokens').dropColumn('replaced_by_device').execute();
}
