import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { FileStorage } from '../../integrations/storage/file-storage.js';
import { mediaToolsAvailable } from './ffmpeg-tools.js';

const run = promisify(execFile);

/**
 * The demo's delivered video: a few seconds of ffmpeg's moving test pattern (a clock and a frame
 * counter in the picture, so a note's frame is easy to check), 960×540 at 30 fps, about 2 MB.
 */
export const demoClip = {
  seconds: 6,
  size: '960x540',
  rate: 30,
  fileName: 'launch-trailer-v1.mp4',
} as const;

/** What storing the demo delivery needs: where files live, and whether ffmpeg may run at all. */
export type DemoDeliveryDeps = {
  db: Kysely<Database>;
  storage: FileStorage;
  /** False with MEDIA_TOOLS=off: no program is run, so there is no clip. */
  enabled: boolean;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** The programs looked for (tests name one that does not exist). */
  commands?: { ffmpeg: string; ffprobe: string };
};

/** The demo order that gets the delivery: its folder and the staff member who delivered it. */
export type DemoOrder = {
  id: string;
  folder_id: string;
  staff_id: string;
  title: string;
  closed_at: string | null;
};

// A short clip is far below this; it only bounds the storage's parameter.
const clipMaxBytes = 64 * 1024 * 1024;
// On a loaded machine encoding six seconds takes a few; past this the start goes on without it.
const encodeTimeoutMs = 60_000;
const noCheck = async () => {};

/**
 * Encodes the demo clip into `out` (H.264, index first, so it plays while it loads). The fastest
 * preset: about half a second of one core, which the first start waits for.
 */
async function makeClip(ffmpeg: string, out: string): Promise<void> {
  const { seconds, size, rate } = demoClip;
  await run(
    ffmpeg,
    [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=${rate}`],
      ...['-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '30'],
      ...['-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-f', 'mp4', out],
    ],
    { timeout: encodeTimeoutMs, maxBuffer: 1024 * 1024 },
  );
}

/** Why there can be no clip on this server, or undefined when ffmpeg is there to make one. */
async function missingTools(deps: DemoDeliveryDeps): Promise<string | undefined> {
  if (!deps.enabled) return 'MEDIA_TOOLS is off';
  const { ffmpeg, ffprobe } = deps.commands ?? { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' };
  if (!(await mediaToolsAvailable(ffprobe, ffmpeg))) return 'ffmpeg is not installed';
  return undefined;
}

/**
 * Gives the demo's accepted edit a real delivered video: a clip made with ffmpeg, stored through
 * the file storage (disk or S3) as the editor's delivery of that order, so the editor and the
 * Partner open its review and versions from the first start. The media job then reads it and
 * makes its poster, sprite and review proxy as for any upload. Without ffmpeg the order stays
 * without a delivery and the log says why. Answers whether the delivery was stored.
 */
export async function seedDemoDelivery(deps: DemoDeliveryDeps, order: DemoOrder): Promise<boolean> {
  const missing = await missingTools(deps);
  if (missing) {
    deps.log.warn(
      { orderId: order.id, reason: missing },
      `The demo order "${order.title}" gets no delivered video: ${missing}`,
    );
    return false;
  }
  const dir = await mkdtemp(join(tmpdir(), 'crewcast-demo-'));
  const id = randomBytes(16).toString('hex');
  try {
    const clip = join(dir, demoClip.fileName);
    await makeClip(deps.commands?.ffmpeg ?? 'ffmpeg', clip);
    const stored = await deps.storage.writeWhole(id, createReadStream(clip), {
      check: noCheck,
      maxBytes: clipMaxBytes,
    });
    // Uploaded when the order was delivered, as the editor's delivery would have been.
    const at = order.closed_at ?? new Date().toISOString();
    await deps.db
      .insertInto('drive_files')
      .values({
        id,
        folder_id: order.folder_id,
        uploader_id: order.staff_id,
        original_name: demoClip.fileName,
        stored_name: id,
        mime: 'video/mp4',
        kind: 'video',
        size: stored.size,
        sha256: stored.sha256,
        state: 'finished',
        paused: 0,
        layer: 2,
        order_id: order.id,
        created_at: at,
        finished_at: at,
      })
      .execute();
    deps.log.info(
      { orderId: order.id, fileId: id },
      `The demo order "${order.title}" is delivered`,
    );
    return true;
  } catch (err) {
    await deps.storage.remove(id).catch(() => {});
    const reason = err instanceof Error ? err.message.split('\n')[0] : String(err);
    deps.log.warn(
      { orderId: order.id, reason },
      `The demo order "${order.title}" gets no delivered video: the clip could not be made`,
    );
    return false;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
