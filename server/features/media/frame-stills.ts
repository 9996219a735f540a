import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from '../../integrations/storage/file-storage.js';
import type { MediaTools } from './ffmpeg-tools.js';
import type { MediaRepository } from './media.repository.js';

/** One frame to picture: its number at the rate it was counted at. */
export type StillAsk = { frame: number; fps: { num: number; den: number } };

/** At most this many pictures per call: a printout of a long review keeps a bounded cost. */
export const stillsMax = 200;

/**
 * JPEG pictures of frames of one video, in the order asked; null for a frame that could not be
 * read (past the end, a damaged file), for those past `stillsMax`, and for all of them without
 * ffmpeg. The bytes are copied once to a temporary folder, removed after.
 */
export async function frameStills(
  deps: { repo: Pick<MediaRepository, 'storedNameOf'>; storage: FileStorage },
  tools: MediaTools | undefined,
  fileId: string,
  frames: readonly StillAsk[],
): Promise<Array<Buffer | null>> {
  const none = frames.map(() => null);
  const storedName = tools && frames.length > 0 ? await deps.repo.storedNameOf(fileId) : undefined;
  if (!tools || !storedName) return none;
  const dir = await mkdtemp(join(tmpdir(), 'crewcast-stills-'));
  try {
    const input = join(dir, 'input');
    await pipeline(await deps.storage.read(storedName), createWriteStream(input));
    const stills: Array<Buffer | null> = [];
    for (const [i, ask] of frames.entries()) {
      if (i >= stillsMax) {
        stills.push(null);
        continue;
      }
      // Half a frame early: ffmpeg shows the first frame starting at or after the time asked.
      const at = Math.max(0, ((ask.frame - 0.5) * ask.fps.den) / ask.fps.num);
      const out = join(dir, `still-${i}.jpg`);
      stills.push(
        await tools.still(input, out, at).then(
          () => readFile(out),
          () => null,
        ),
      );
    }
    return stills;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
