import type { Kysely } from 'kysely';

// Drive: folders owned by a user, and the files uploaded into them. Sizes are bigint: a video may
// be 20 GiB, beyond PostgreSQL's 32-bit integer. `order_id` is filled by the Orders feature.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('drive_folders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('drive_folders_owner_name', ['owner_id', 'name'])
    .execute();

  await db.schema
    .createTable('drive_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('folder_id', 'text', (c) =>
      c.notNull().references('drive_folders.id').onDelete('cascade'),
    )
    .addColumn('uploader_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('stored_name', 'text', (c) => c.notNull().unique())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('paused', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('layer', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('order_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('drive_files_folder').on('drive_files').column('folder_id').execute();
  await db.schema
    .createIndex('drive_files_uploader')
    .on('drive_files')
    .column('uploader_id')
    .execute();
  await db.schema.createIndex('drive_files_order').on('drive_files').column('order_id').execute();
  await db.schema
    .createIndex('drive_files_state_created')
    .on('drive_files')
    .columns(['state', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('drive_files').execute();
  await db.schema.dropTable('drive_folders').execute();
}
