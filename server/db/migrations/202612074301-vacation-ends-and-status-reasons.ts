import type { Kysely } from 'kysely';

// A vacation in progress can be ended early: its last day becomes that day and who ended it and
// when are kept beside who booked it, so the history says why it was shorter than booked. An
// Admin who sets someone Busy gives a reason, which only Admins read on the staff page.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('staff_vacations').addColumn('ended_by', 'text').execute();
  await db.schema.alterTable('staff_vacations').addColumn('ended_at', 'text').execute();
  await db.schema.alterTable('staff_profiles').addColumn('status_reason', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('staff_profiles').dropColumn('status_reason').execute();
  await db.schema.alterTable('staff_vacations').dropColumn('ended_at').execute();
  await db.schema.alterTable('staff_vacations').dropColumn('ended_by').execute();
}
