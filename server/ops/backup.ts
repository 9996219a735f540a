import {
  chmod,
  copyFile,
  link,
  mkdir,
  mkdtemp,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { create } from 'tar';
import {
  databaseCompanions,
  databaseFile,
  filesUnder,
  manifestName,
  sha256Of,
  type BackupManifest,
} from './backup-archive.js';
import { privateDirMode, privateFileMode } from './owner-only.js';

/** A finished backup: the archive written and what it holds. */
export type BackupResult = { archive: string; manifest: BackupManifest; bytes: number };

/**
 * Writes one dated `.tar.gz` of DATA_DIR into `outDir`, safe while the server writes:
 * - the database through SQLite's online backup API, a consistent copy however busy it is;
 * - right after, every other file of DATA_DIR (uploads, the kept JWT secret, the outbox) hard
 *   linked into a staging folder, so files deleted while the archive is written are still in it
 *   (copied where a link is impossible, across file systems);
 * - a manifest with each file's size and SHA-256, which restore checks.
 * Files that arrive after the database copy may be in the archive without a row (harmless, and
 * pruned by the server like any unreferenced upload); a row never points to a file missing from it
 * unless the file was already missing.
 */
export async function backupDataDir(options: {
  dataDir: string;
  outDir: string;
  /** Leave DATA_DIR/files out (they live in an S3 bucket). */
  withoutFiles?: boolean;
  now?: Date;
}): Promise<BackupResult> {
  const { dataDir, outDir } = options;
  const source = path.join(dataDir, databaseFile);
  if (!(await stat(source).catch(() => undefined))?.isFile())
    throw new Error(`No Crewcast database at ${source}: nothing to back up.`);
  await mkdir(outDir, { recursive: true, mode: privateDirMode });
  const staging = await mkdtemp(path.join(outDir, '.staging-'));
  try {
    const live = new SQLite(source, { readonly: true, fileMustExist: true });
    try {
      await live.backup(path.join(staging, databaseFile));
    } finally {
      live.close();
    }

    const skipped = new Set([databaseFile, ...databaseCompanions]);
    const outInside = path.relative(dataDir, path.resolve(outDir));
    const kept = (await filesUnder(dataDir)).filter(
      (f) =>
        !skipped.has(f) &&
        !(outInside && !outInside.startsWith('..') && f.startsWith(`${outInside}/`)) &&
        !(options.withoutFiles && f.startsWith('files/')),
    );
    const startedAt = Date.now();
    for (const file of kept) {
      const from = path.join(dataDir, file);
      const to = path.join(staging, file);
      await mkdir(path.dirname(to), { recursive: true });
      await stage(from, to, startedAt).catch((error: NodeJS.ErrnoException) => {
        // A file removed between the listing and here is simply not in the archive.
        if (error.code !== 'ENOENT') throw error;
      });
    }

    const entries: BackupManifest['entries'] = [];
    for (const file of await filesUnder(staging))
      entries.push({
        path: file,
        size: (await stat(path.join(staging, file))).size,
        sha256: await sha256Of(path.join(staging, file)),
      });
    const now = options.now ?? new Date();
    const manifest: BackupManifest = {
      format: 'crewcast-backup',
      version: 1,
      createdAt: now.toISOString(),
      includesFiles: !options.withoutFiles,
      entries,
    };
    await writeFile(path.join(staging, manifestName), `${JSON.stringify(manifest, null, 2)}\n`);

    // Written inside the owner-only staging folder and narrowed before it is moved out, so the
    // archive (the database, the JWT secret, the outbox's links) is never readable by others.
    const writing = path.join(staging, '.archive.tar.gz');
    await create({ gzip: true, file: writing, cwd: staging, portable: true }, [
      manifestName,
      ...entries.map((e) => e.path),
    ]);
    await chmod(writing, privateFileMode);
    const archive = await freeName(outDir, `crewcast-backup-${stamp(now)}`);
    await rename(writing, archive);
    return { archive, manifest, bytes: (await stat(archive)).size };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Files untouched for this long are finished uploads, which never change again. */
const settledMs = 5 * 60_000;

/**
 * A finished file is hard linked (no copy of large footage, and it stays even if deleted now); a
 * recently written one may be an upload still growing, so it is copied, which freezes what the
 * manifest and the archive both describe. Linking falls back to a copy across file systems.
 */
async function stage(from: string, to: string, now: number): Promise<void> {
  const { mtimeMs } = await stat(from);
  if (now - mtimeMs >= settledMs) {
    try {
      await link(from, to);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
    }
  }
  await copyFile(from, to);
}

/** 2026-11-28T01-02-03Z: a time that sorts and is a valid file name everywhere. */
function stamp(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
}

async function freeName(dir: string, base: string): Promise<string> {
  for (let n = 0; ; n += 1) {
    const candidate = path.join(dir, `${base}${n === 0 ? '' : `-${n}`}.tar.gz`);
    if (!(await stat(candidate).catch(() => undefined))) return candidate;
  }
}
