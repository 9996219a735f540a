import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from '../../integrations/storage/file-storage.js';
import { spriteLayout, type MediaTools } from './ffmpeg-tools.js';
import { giveUpGuestCopies, makeGuestCopies, pruneGuestCopies } from './guest-copies-job.js';
import type { GuestCopiesRepository } from './guest-copies.repository.js';
import { makeReviewProxies } from './review-proxies-job.js';
import type { ReviewProxiesRepository } from './review-proxies.repository.js';
import type { MediaRepository, MediaResult, QueuedMedia } from './media.repository.js';
import type { Clock } from '../../clock.js';

/** What one run of the media job needs. */
export type MediaJobDeps = {
  repo: MediaRepository;
  /** The queue of guests' watermarked copies. */
  copies: GuestCopiesRepository;
  /** The queue of review proxies. */
  proxies: ReviewProxiesRepository;
  storage: FileStorage;
  /** The programs; undefined on a server without ffmpeg, where the job does nothing. */
  tools: MediaTools | undefined;
  now: Clock;
  log: { warn(obj: object, msg: string): void };
};

/** Tries per video before it is marked failed; a claim older than this is taken over. */
export const mediaJobLimits = { attempts: 3, staleMs: 10 * 60_000, perRun: 8 } as const;

// Images are small; this only guards the storage's own limit parameter.
const imageMaxBytes = 20 * 1024 * 1024;
const noCheck = async () => {};

/** Stores a made image under a fresh name through the drive's storage (disk or S3). */
async function storeImage(storage: FileStorage, path: string): Promise<string> {
  const name = `media-${randomBytes(16).toString('hex')}`;
  await storage.writeWhole(name, createReadStream(path), {
    check: noCheck,
    maxBytes: imageMaxBytes,
  });
  return name;
}

/** Probes one video and makes its poster and sprite, in a temporary folder removed after. */
async function processOne(
  deps: MediaJobDeps,
  tools: MediaTools,
  item: QueuedMedia,
): Promise<MediaResult> {
  const dir = await mkdtemp(join(tmpdir(), 'crewcast-media-'));
  try {
    // ffmpeg needs to seek, so the bytes are copied to a local file first (S3 has no path).
    const input = join(dir, 'input');
    await pipeline(await deps.storage.read(item.storedName), createWriteStream(input));
    const probed = await tools.probe(input);
    const layout = spriteLayout(probed.durationMs);
    const posterPath = join(dir, 'poster.jpg');
    const spritePath = join(dir, 'sprite.jpg');
    // A tenth of the way in, at most 2 s: past a fade from black, before most of the edit.
    await tools.poster(input, posterPath, Math.min(2000, Math.floor(probed.durationMs / 10)));
    await tools.sprite(input, spritePath, layout);
    const poster = await storeImage(deps.storage, posterPath);
    const sprite = await storeImage(deps.storage, spritePath);
    return {
      fps_num: probed.fpsNum,
      fps_den: probed.fpsDen,
      duration_ms: probed.durationMs,
      width: probed.width,
      height: probed.height,
      poster_name: poster,
      sprite_name: sprite,
      sprite_columns: layout.columns,
      sprite_rows: layout.rows,
      sprite_count: layout.count,
      sprite_interval_ms: layout.intervalMs,
      tile_width: layout.tileWidth,
      tile_height: layout.tileHeight,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * One run of the media job: queues finished videos without facts, then claims a few and makes
 * their facts and images, removes the images of deleted files, deletes the guests' copies of
 * revoked and expired links and makes the ones asked for. Safe on several instances at once: each video and each copy is claimed by a
 * conditional update. Answers how many videos and copies were done.
 */
export async function runMediaJob(deps: MediaJobDeps): Promise<number> {
  const { repo, tools } = deps;
  // Copies of ended links go first, so none of them is made or kept another run.
  await pruneGuestCopies(deps);
  // Without ffmpeg no copy can be made: a guest waiting for one is told so, not kept waiting.
  if (!tools) return giveUpGuestCopies(deps);
  const at = () => deps.now().toISOString();
  await repo.enqueueMissing(at());
  for (const orphan of await repo.orphans(20)) {
    for (const name of [orphan.poster_name, orphan.sprite_name])
      if (name) await deps.storage.remove(name);
    await repo.remove(orphan.file_id);
  }
  const staleBefore = new Date(deps.now().getTime() - mediaJobLimits.staleMs).toISOString();
  let done = 0;
  for (const item of await repo.waiting(staleBefore, mediaJobLimits.perRun)) {
    if (!(await repo.claim(item, at(), staleBefore))) continue;
    try {
      await repo.finish(item.fileId, await processOne(deps, tools, item), at());
      done += 1;
    } catch (err) {
      const last = item.attempts + 1 >= mediaJobLimits.attempts;
      // One line a video: the tools' errors carry the program's first diagnosis, not its stderr.
      const reason = err instanceof Error ? err.message : String(err);
      deps.log.warn({ fileId: item.fileId, reason }, 'A video could not be probed');
      await repo.fail(item.fileId, reason, last, at());
    }
  }
  done += await makeGuestCopies(deps, tools);
  return done + (await makeReviewProxies(deps, tools));
}
