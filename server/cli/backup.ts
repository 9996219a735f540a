import { parseArgs } from 'node:util';
import { ConfigError, dataLocation } from '../config.js';
import { backupDataDir } from '../ops/backup.js';

// `npm run backup -- [--out DIR]`: one dated archive of DATA_DIR (database and files) into DIR
// (./backups by default). Safe while the server runs. See docs/operations.md.

try {
  const { values } = parseArgs({ options: { out: { type: 'string', default: 'backups' } } });
  const where = dataLocation();
  if (where.DATABASE_URL) {
    console.error(
      'DATABASE_URL is set: the database is PostgreSQL, which this command does not copy.\n' +
        'Use pg_dump (docs/operations.md, "Backups on PostgreSQL and S3").',
    );
    process.exit(2);
  }
  if (where.S3_BUCKET)
    console.info(
      `Files live in the S3 bucket ${where.S3_BUCKET}: the archive holds the database only.`,
    );
  const { archive, manifest, bytes } = await backupDataDir({
    dataDir: where.DATA_DIR,
    outDir: values.out,
    withoutFiles: Boolean(where.S3_BUCKET),
  });
  console.info(
    `Backed up ${where.DATA_DIR} (${manifest.entries.length} files) to ${archive} (${(bytes / 1024 / 1024).toFixed(1)} MiB).`,
  );
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
}
