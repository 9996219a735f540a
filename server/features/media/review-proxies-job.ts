import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Clock } from '../../clock.js';
import type { FileStorage } from '../../integrations/storage/file-storage.js';
import type { MediaTools } from './ffmpeg-tools.js';
import type { QueuedProxy, ReviewProxiesRepository } from './review-proxies.repository.js';

/** What making review proxies needs: the media job's own storage, programs and clock. */
export type ReviewProxiesJobDeps = {
  proxies: ReviewProxiesRepository;
  storage: FileStorage;
  now: Clock;
  log: { warn(obj: object, msg: string): void };
};

/** Tries per proxy; a claim older than this is taken over (a long raw video takes a while). */
export const reviewProxyLimits = { attempts: 3, staleMs: 60 * 60_000, perRun: 2 } as const;

// A proxy is smaller than its source; this only guards the storage's parameter.
const proxyMaxBytes = 64 * 1024 ** 3;
const noCheck = async () => {};

async function makeOne(deps: ReviewProxiesJobDeps, tools: MediaTools, item: QueuedProxy) {
  const dir = await mkdtemp(join(tmpdir(), 'crewcast-proxy-'));
  try {
    const input = join(dir, 'input');
    await pipeline(await deps.storage.read(item.storedName), createWriteStream(input));
    const out = join(dir, 'proxy.mp4');
    await tools.proxy(input, out);
    const name = `review-proxy-${randomBytes(16).toString('hex')}`;
    const stored = await deps.storage.writeWhole(name, createReadStream(out), {
      check: noCheck,
      maxBytes: proxyMaxBytes,
    });
    return { name, size: stored.size };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Queues a proxy for each video whose facts are read, removes those of deleted videos, and makes
 * a few; answers how many were made. Until a video's proxy is ready its players stream the
 * original, so a failed proxy (three tries) costs speed, never playback.
 */
export async function makeReviewProxies(deps: ReviewProxiesJobDeps, tools: MediaTools) {
  const at = () => deps.now().toISOString();
  await deps.proxies.enqueueMissing(at());
  for (const orphan of await deps.proxies.orphans(20)) {
    await deps.proxies.remove(orphan.fileId);
    if (orphan.storedName) await deps.storage.remove(orphan.storedName);
  }
  const staleBefore = new Date(deps.now().getTime() - reviewProxyLimits.staleMs).toISOString();
  let done = 0;
  for (const item of await deps.proxies.waiting(staleBefore, reviewProxyLimits.perRun)) {
    if (!(await deps.proxies.claim(item, at(), staleBefore))) continue;
    try {
      await deps.proxies.finish(item.fileId, await makeOne(deps, tools, item), at());
      done += 1;
    } catch (err) {
      const last = item.attempts + 1 >= reviewProxyLimits.attempts;
      const reason = err instanceof Error ? err.message : String(err);
      deps.log.warn({ fileId: item.fileId, reason }, 'A review proxy could not be made');
      await deps.proxies.fail(item.fileId, reason, last, at());
    }
  }
  return done;
}
