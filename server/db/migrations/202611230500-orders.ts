import type { Kysely } from 'kysely';

// Orders: production requests (an edit or a thumbnail each; one form may open both, sharing a
// video_request_id), their extension and pass-off requests, staff earnings per delivered job,
// and the events every notification is made from.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('production_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('video_request_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('staff_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('author_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('folder_id', 'text', (c) => c.notNull().references('drive_folders.id'))
    // Edits only: the credit spent (product and minutes); null for thumbnails and revisions.
    .addColumn('product', 'text')
    .addColumn('duration_minutes', 'integer')
    .addColumn('is_revision', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('of_request_id', 'text', (c) => c.references('production_requests.id'))
    .addColumn('revisions_left', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('due_at', 'text', (c) => c.notNull())
    .addColumn('original_due_at', 'text', (c) => c.notNull())
    .addColumn('activated_at', 'text')
    .addColumn('closed_at', 'text')
    .addColumn('close_reason', 'text')
    .execute();
  await db.schema
    .createIndex('production_requests_client')
    .on('production_requests')
    .columns(['client_id', 'status'])
    .execute();
  await db.schema
    .createIndex('production_requests_staff')
    .on('production_requests')
    .columns(['staff_id', 'status'])
    .execute();
  // The deadline job's scan: open orders by due time.
  await db.schema
    .createIndex('production_requests_due')
    .on('production_requests')
    .columns(['status', 'due_at'])
    .execute();

  // One extension request per order (docs/product.md §5 'one extension per video').
  await db.schema
    .createTable('extension_requests')
    .addColumn('request_id', 'text', (c) =>
      c.primaryKey().references('production_requests.id').onDelete('cascade'),
    )
    .addColumn('staff_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('answered_at', 'text')
    .execute();
  await db.schema
    .createIndex('extension_requests_state')
    .on('extension_requests')
    .columns(['state', 'expires_at'])
    .execute();

  // The latest pass-off of an order; a declined one may be asked again, replacing the row.
  await db.schema
    .createTable('pass_offs')
    .addColumn('request_id', 'text', (c) =>
      c.primaryKey().references('production_requests.id').onDelete('cascade'),
    )
    .addColumn('from_staff_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('new_staff_id', 'text', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('assigned_at', 'text')
    .addColumn('answered_at', 'text')
    .execute();

  await db.schema
    .createTable('staff_earnings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('request_id', 'text', (c) =>
      c.notNull().unique().references('production_requests.id').onDelete('cascade'),
    )
    .addColumn('tier', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('staff_earnings_staff')
    .on('staff_earnings')
    .columns(['staff_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('order_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) =>
      c.notNull().references('production_requests.id').onDelete('cascade'),
    )
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('detail', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_events_request')
    .on('order_events')
    .columns(['request_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_events').execute();
  await db.schema.dropTable('staff_earnings').execute();
  await db.schema.dropTable('pass_offs').execute();
  await db.schema.dropTable('extension_requests').execute();
  await db.schema.dropTable('production_requests').execute();
}
