import type { Kysely } from 'kysely';

// E-mails written to the database before they are sent (server/integrations/email/mail-outbox.ts):
// a job sends them a few at a time, so a burst (the deadline job catching up) neither waits for
// SMTP nor loses what was not sent yet when the process stops. A row goes once its message left;
// `claimed_until` is the lease of the instance sending it, `next_at` when it is tried again.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_at', 'text', (col) => col.notNull())
    .addColumn('claimed_until', 'text')
    .addColumn('given_up_at', 'text')
    .addColumn('last_error', 'text')
    .execute();
  await db.schema.createIndex('mail_outbox_next').on('mail_outbox').columns(['next_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
}
