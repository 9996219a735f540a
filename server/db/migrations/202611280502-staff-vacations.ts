import type { Kysely } from 'kysely';

// Vacations become rows of their own: a staff member may book several future ranges, cancel one
// before it starts, and every booking and cancellation keeps who made it and when (an Admin may
// book for them). The profile's vacation columns keep the range that applies now or comes next,
// which is what availability reads. Status changes record who made them, too.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_vacations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('start_day', 'text', (c) => c.notNull())
    .addColumn('end_day', 'text', (c) => c.notNull())
    .addColumn('booked_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('booked_at', 'text', (c) => c.notNull())
    .addColumn('cancelled_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('cancelled_at', 'text')
    .execute();
  await db.schema
    .createIndex('staff_vacations_staff')
    .on('staff_vacations')
    .columns(['staff_id', 'start_day'])
    .execute();
  await db.schema
    .alterTable('staff_profiles')
    .addColumn('status_set_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('staff_profiles').addColumn('status_set_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('staff_profiles').dropColumn('status_set_at').execute();
  await db.schema.alterTable('staff_profiles').dropColumn('status_set_by').execute();
  await db.schema.dropTable('staff_vacations').execute();
}
