import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from '../../integrations/storage/file-storage.js';
import type { Clock } from '../../clock.js';
import type { MediaTools } from './ffmpeg-tools.js';
import type { GuestCopiesRepository, QueuedCopy } from './guest-copies.repository.js';

/** What making guests' copies needs: the media job's own storage, programs and clock. */
export type GuestCopiesJobDeps = {
  copies: GuestCopiesRepository;
  storage: FileStorage;
  now: Clock;
  log: { warn(obj: object, msg: string): void };
};

/** Tries per copy, a claim older than this is taken over, copies made and pruned per run. */
export const guestCopyLimits = {
  attempts: 3,
  staleMs: 30 * 60_000,
  perRun: 2,
  prunePerRun: 50,
} as const;

// A copy is never larger than its source by much; this only guards the storage's parameter.
const copyMaxBytes = 64 * 1024 ** 3;
const noCheck = async () => {};

/** Makes one copy in a temporary folder removed after, and stores it (disk or S3). */
async function makeOne(deps: GuestCopiesJobDeps, tools: MediaTools, item: QueuedCopy) {
  const dir = await mkdtemp(join(tmpdir(), 'crewcast-guest-copy-'));
  try {
    const input = join(dir, 'input');
    await pipeline(await deps.storage.read(item.storedName), createWriteStream(input));
    const out = join(dir, 'copy.mp4');
    await tools.watermark(input, out, item.watermark);
    const name = `guest-copy-${randomBytes(16).toString('hex')}`;
    const stored = await deps.storage.writeWhole(name, createReadStream(out), {
      check: noCheck,
      maxBytes: copyMaxBytes,
    });
    return { name, size: stored.size };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Makes the queued guest copies, a few a run; answers how many were made. */
export async function makeGuestCopies(deps: GuestCopiesJobDeps, tools: MediaTools) {
  const at = () => deps.now().toISOString();
  const staleBefore = new Date(deps.now().getTime() - guestCopyLimits.staleMs).toISOString();
  let done = 0;
  for (const item of await deps.copies.waiting(staleBefore, guestCopyLimits.perRun)) {
    if (!(await deps.copies.claim(item, at(), staleBefore))) continue;
    try {
      await deps.copies.finish(item.id, await makeOne(deps, tools, item), at());
      done += 1;
    } catch (err) {
      const last = item.attempts + 1 >= guestCopyLimits.attempts;
      const reason = err instanceof Error ? err.message : String(err);
      deps.log.warn({ copyId: item.id, reason }, 'A guest copy could not be made');
      await deps.copies.fail(item.id, reason, last, at());
    }
  }
  return done;
}

/**
 * Deletes the copies of revoked and expired links (a few dozen a run): the row first, so a
 * guest's request never finds a row whose bytes are gone, then the stored file. A crash in
 * between leaves a file no row names, which is smaller harm than a copy kept for good.
 */
export async function pruneGuestCopies(
  deps: Pick<GuestCopiesJobDeps, 'copies' | 'storage' | 'now'>,
) {
  let pruned = 0;
  for (const copy of await deps.copies.ended(
    deps.now().toISOString(),
    guestCopyLimits.prunePerRun,
  )) {
    if (!(await deps.copies.drop(copy.id))) continue;
    if (copy.storedName) await deps.storage.remove(copy.storedName);
    pruned += 1;
  }
  return pruned;
}

/** Marks every queued copy failed, on a server without ffmpeg; answers 0 (nothing made). */
export async function giveUpGuestCopies(deps: GuestCopiesJobDeps): Promise<number> {
  const at = deps.now().toISOString();
  for (const item of await deps.copies.waiting(at, 100))
    await deps.copies.fail(item.id, 'ffmpeg is not available on this server', true, at);
  return 0;
}
