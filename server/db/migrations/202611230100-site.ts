import type { Kysely } from 'kysely';

// Company stats of the public site's chart, and the messages of its contact form.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('company_stats')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // The stat list a figure belongs to: the 'CompanyStats' of GET /api/global/drive/stats.
    .addColumn('list_name', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    // A display figure (views, videos, dollars paid out), not a ledger amount: a float is enough.
    .addColumn('value', 'double precision', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .execute();
  await db.schema
    .createIndex('company_stats_list_position')
    .on('company_stats')
    .columns(['list_name', 'position'])
    .execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('emailed_at', 'text')
    .execute();
  await db.schema
    .createIndex('contact_messages_created')
    .on('contact_messages')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contact_messages').execute();
  await db.schema.dropTable('company_stats').execute();
}
