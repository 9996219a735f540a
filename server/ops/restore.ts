import { mkdir, mkdtemp, readdir, readFile, rename, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { extract } from 'tar';
import {
  databaseFile,
  filesUnder,
  manifestName,
  sha256Of,
  type BackupManifest,
} from './backup-archive.js';
import { ownerOnlyTree } from './owner-only.js';

/** Why a restore did not happen; nothing was changed. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

/**
 * Puts a backup archive back as DATA_DIR. Refuses a DATA_DIR that exists and holds anything (a
 * live or earlier installation is never overwritten). The archive is unpacked beside DATA_DIR,
 * every file checked against the manifest (size and SHA-256, no file more or less) and the
 * database against SQLite's integrity check; only then is the folder renamed into place, so a
 * failed restore leaves DATA_DIR as it was.
 */
export async function restoreArchive(options: {
  archive: string;
  dataDir: string;
}): Promise<BackupManifest> {
  const { archive, dataDir } = options;
  if (!(await stat(archive).catch(() => undefined))?.isFile())
    throw new RestoreRefused(`No backup archive at ${archive}.`);
  const existing = await readdir(dataDir).catch(() => undefined);
  if (existing && existing.length > 0)
    throw new RestoreRefused(
      `${dataDir} is not empty (${existing.length} entries): restore only into a new or empty DATA_DIR.`,
    );

  await mkdir(path.dirname(dataDir), { recursive: true });
  const unpacked = await mkdtemp(`${dataDir}.restoring-`);
  try {
    // tar refuses absolute paths and '..' by default, so nothing lands outside `unpacked`.
    await extract({ file: archive, cwd: unpacked, strict: true }).catch((error: Error) => {
      throw new RestoreRefused(`${archive} is not a readable backup archive: ${error.message}`);
    });
    const manifest = await readManifest(unpacked);
    await checkAgainst(manifest, unpacked);
    const restored = new SQLite(path.join(unpacked, databaseFile), { fileMustExist: true });
    try {
      const [result] = restored.pragma('integrity_check') as { integrity_check: string }[];
      if (result?.integrity_check !== 'ok')
        throw new RestoreRefused(`The archive's database fails SQLite's integrity check.`);
    } finally {
      restored.close();
    }
    // The server's own rights, whatever the archive's entries or this shell's umask say.
    await ownerOnlyTree(unpacked);
    if (existing) await rmdir(dataDir);
    await rename(unpacked, dataDir);
    return manifest;
  } catch (error) {
    await rm(unpacked, { recursive: true, force: true });
    throw error;
  }
}

async function readManifest(dir: string): Promise<BackupManifest> {
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, manifestName), 'utf8')) as BackupManifest;
  } catch {
    throw new RestoreRefused('The archive has no readable manifest.json: not a Crewcast backup.');
  }
  if (manifest.format !== 'crewcast-backup' || manifest.version !== 1 || !manifest.entries)
    throw new RestoreRefused(
      'The archive is not a Crewcast backup of a version this server reads.',
    );
  if (!manifest.entries.some((e) => e.path === databaseFile))
    throw new RestoreRefused('The archive holds no database.');
  return manifest as BackupManifest;
}

async function checkAgainst(manifest: BackupManifest, dir: string): Promise<void> {
  const listed = new Map(manifest.entries.map((e) => [e.path, e]));
  const present = (await filesUnder(dir)).filter((f) => f !== manifestName);
  const unlisted = present.filter((f) => !listed.has(f));
  if (unlisted.length > 0)
    throw new RestoreRefused(`The archive holds files its manifest does not list: ${unlisted[0]}`);
  for (const entry of manifest.entries) {
    const file = path.join(dir, entry.path);
    const size = (await stat(file).catch(() => undefined))?.size;
    if (size !== entry.size || (await sha256Of(file)) !== entry.sha256)
      throw new RestoreRefused(`${entry.path} is missing or damaged in the archive.`);
  }
}
