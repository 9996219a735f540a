import { isKnownFrameRate, type FrameRate } from '../../../common/review/timecode.js';
import type { MediaFacts, ReviewDeps } from './review-deps.js';

/**
 * The probed facts of a delivered file: its exact frame rate and length in frames, read from the
 * media job's `media_facts` row once it is ready. Until then nothing is known and a note carries
 * the rate the browser measured (checked against the known rates); this is the one place that
 * reads the probe's table for notes.
 */
export async function mediaFactsOf(
  deps: Pick<ReviewDeps, 'db'>,
  fileId: string,
): Promise<MediaFacts | null> {
  const row = await deps.db
    .selectFrom('media_facts')
    .select(['fps_num', 'fps_den', 'duration_ms'])
    .where('file_id', '=', fileId)
    .where('state', '=', 'ready')
    .executeTakeFirst();
  if (!row) return null;
  const probed = row.fps_num && row.fps_den ? { num: row.fps_num, den: row.fps_den } : null;
  // Timecodes exist only at the known rates; a screen recording at 15 fps or a variable-rate
  // phone clip keeps the browser's rate, as if it had not been probed.
  const rate = probed && isKnownFrameRate(probed) ? probed : null;
  // ffprobe's duration is rounded to the millisecond, so the frame count is rounded too: a
  // floor would refuse the real last frame of a 29.97 video whose length came out a hair short.
  const durationFrames =
    rate && row.duration_ms != null
      ? Math.round((row.duration_ms * rate.num) / (rate.den * 1000))
      : null;
  return { rate, durationFrames };
}

/** The file's probed frame rate, or null when it was not probed. */
export async function frameRateOf(
  deps: Pick<ReviewDeps, 'db'>,
  fileId: string,
): Promise<FrameRate | null> {
  return (await mediaFactsOf(deps, fileId))?.rate ?? null;
}
