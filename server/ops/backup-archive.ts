import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

// What a backup archive holds and how its parts are checked: shared by backup and restore.

/** The database file of DATA_DIR, and the files SQLite keeps beside it while it runs. */
export const databaseFile = 'crewcast.sqlite';
export const databaseCompanions = ['-wal', '-shm', '-journal'].map((s) => databaseFile + s);

/** The archive's table of contents, written first into it as `manifest.json`. */
export type BackupManifest = {
  format: 'crewcast-backup';
  version: 1;
  createdAt: string;
  /** Whether DATA_DIR/files is in the archive (not when the files live in an S3 bucket). */
  includesFiles: boolean;
  /** Every file of the archive but the manifest, with its size and SHA-256. */
  entries: { path: string; size: number; sha256: string }[];
};

export const manifestName = 'manifest.json';

/** SHA-256 of a file, streamed. */
export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Every file under `dir`, as paths relative to it with forward slashes, sorted. */
export async function filesUnder(dir: string): Promise<string[]> {
  const found = await readdir(dir, { recursive: true, withFileTypes: true });
  return found
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}
