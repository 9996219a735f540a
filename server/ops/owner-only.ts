import { chmodSync, mkdirSync, statSync } from 'node:fs';
import { chmod, readdir } from 'node:fs/promises';
import path from 'node:path';

// DATA_DIR holds the database, the kept JWT secret and the outbox's still valid links, and a
// backup archive holds all of them: none is for anyone on the host but the server's own user.

/** Folders of data: owner only (rwx------). */
export const privateDirMode = 0o700;
/** Files of data: owner only (rw-------). */
export const privateFileMode = 0o600;

/**
 * Makes `dir` (and any missing parent) and narrows it to its owner, also when it existed with
 * wider rights from an earlier version. Parents that existed are left as they are.
 */
export function ownerOnlyDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: privateDirMode });
  if ((statSync(dir).mode & 0o777) !== privateDirMode) chmodSync(dir, privateDirMode);
}

/** Narrows an existing file to its owner. */
export function ownerOnlyFile(file: string): void {
  if ((statSync(file).mode & 0o777) !== privateFileMode) chmodSync(file, privateFileMode);
}

/** Narrows every folder and file under `dir`, and `dir` itself, to their owner. */
export async function ownerOnlyTree(dir: string): Promise<void> {
  await chmod(dir, privateDirMode);
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const at = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) await chmod(at, privateDirMode);
    else if (entry.isFile()) await chmod(at, privateFileMode);
  }
}
