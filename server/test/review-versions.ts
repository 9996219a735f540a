import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ffmpegTools, type MediaTools } from '../features/media/ffmpeg-tools.js';
import { runMediaJob } from '../features/media/media-job.js';
import { guestCopiesRepository } from '../features/media/guest-copies.repository.js';
import { mediaRepository } from '../features/media/media.repository.js';
import { reviewProxiesRepository } from '../features/media/review-proxies.repository.js';
import { localDiskStorage } from '../integrations/storage/local-disk-storage.js';
import type { TestUser } from './factories.js';
import { insertOrder, insertOrderFile, insertRevision, type OrdersTestApp } from './orders.js';

// Real videos for the media and review tests, made once per process with ffmpeg's test pattern.

const made = new Map<string, Buffer>();
const dir = mkdtempSync(path.join(tmpdir(), 'crewcast-mp4-'));

/** An MP4 of `seconds` at `rate` (like '30000/1001'), 160×90 unless said, with a frame counter. */
export function testMp4(seconds: number, rate = '25', size = '160x90'): Buffer {
  const key = `${seconds}@${rate}@${size}`;
  const cached = made.get(key);
  if (cached) return cached;
  const out = path.join(dir, `${seconds}-${rate.replace('/', '_')}-${size}.mp4`);
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc=duration=${seconds}:size=${size}:rate=${rate}`,
    '-pix_fmt',
    'yuv420p',
    out,
  ]);
  const bytes = readFileSync(out);
  made.set(key, bytes);
  return bytes;
}

/** Stores `bytes` as the file `id`'s bytes in the test app's local storage, with its size. */
export async function storeBytes(t: OrdersTestApp, id: string, bytes: Buffer): Promise<void> {
  const files = path.join(t.config.DATA_DIR, 'files');
  mkdirSync(files, { recursive: true });
  writeFileSync(path.join(files, id), bytes);
  await t.db.updateTable('drive_files').set({ size: bytes.length }).where('id', '=', id).execute();
}

/**
 * Runs the media job on the test app's database and files, with the real ffmpeg, until a run
 * finds nothing more to do; answers how many videos were done.
 */
export async function runMedia(t: OrdersTestApp, tools: MediaTools | null = ffmpegTools()) {
  let total = 0;
  for (let i = 0; i < 10; i += 1) {
    const done = await runOnce(t, tools);
    total += done;
    if (done === 0) break;
  }
  return total;
}

function runOnce(t: OrdersTestApp, tools: MediaTools | null) {
  return runMediaJob({
    repo: mediaRepository(t.db),
    copies: guestCopiesRepository(t.db),
    proxies: reviewProxiesRepository(t.db),
    storage: localDiskStorage(path.join(t.config.DATA_DIR, 'files')),
    tools: tools ?? undefined,
    now: () => t.clock.now(),
    log: { warn: (obj) => process.env.DEBUG_MEDIA && console.warn(obj) },
  });
}

/**
 * A delivered edit (v1) that was revised, and its revision delivered (v2), each with a real MP4
 * uploaded by the editor: v1 at 29.97 fps, v2 at 25.
 */
export async function twoVersions(
  t: OrdersTestApp,
  people: { partner: TestUser; editor: TestUser },
) {
  const delivered = {
    status: 'fulfilled' as const,
    closed_at: t.clock.iso(),
    close_reason: 'Fulfilled' as const,
  };
  const v1 = await insertOrder(
    t,
    { client: people.partner, staff: people.editor },
    { createdAt: t.clock.iso(), ...delivered, revisions_left: 0 },
  );
  const v1File = await insertOrderFile(t, v1);
  await storeBytes(t, v1File, testMp4(3, '30000/1001'));
  const v2Id = await insertRevision(t, v1.id, { ...delivered, version: 2, revisions_left: 1 });
  const v2File = await insertOrderFile(t, { ...v1, id: v2Id });
  await storeBytes(t, v2File, testMp4(2, '25'));
  return { v1, v1File, v2Id, v2File };
}
