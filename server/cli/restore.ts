import { parseArgs } from 'node:util';
import { ConfigError, dataLocation } from '../config.js';
import { RestoreRefused, restoreArchive } from '../ops/restore.js';

// `npm run restore -- FILE`: puts a backup archive back as DATA_DIR, which must be new or empty.
// Start the server on it afterwards. See docs/operations.md.

try {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  const [archive, extra] = positionals;
  if (!archive || extra) {
    console.error('Usage: npm run restore -- <backup archive>  (into DATA_DIR, default ./data)');
    process.exit(2);
  }
  const where = dataLocation();
  if (where.DATABASE_URL) {
    console.error(
      'DATABASE_URL is set: restore a PostgreSQL database with pg_restore (docs/operations.md).',
    );
    process.exit(2);
  }
  const manifest = await restoreArchive({ archive, dataDir: where.DATA_DIR });
  console.info(
    `Restored the backup of ${manifest.createdAt} (${manifest.entries.length} files, all checked) into ${where.DATA_DIR}.`,
  );
} catch (error) {
  if (error instanceof RestoreRefused || error instanceof ConfigError) {
    console.error(`Nothing restored: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
