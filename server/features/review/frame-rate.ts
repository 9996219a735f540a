import type { FrameRate } from '../../../common/review/timecode.js';
import type { MediaFacts, ReviewDeps } from './review-deps.js';

/**
 * The probed facts of a delivered file: its exact frame rate and length in frames. Until the
 * upload probe stores them, nothing is known and a note carries the rate the browser measured
 * (checked against the known rates); this is the one place to read the probe's table from.
 */
export async function mediaFactsOf(
  deps: Pick<ReviewDeps, 'mediaFacts'>,
  fileId: string,
): Promise<MediaFacts | null> {
  return deps.mediaFacts ? deps.mediaFacts(fileId) : null;
}

/** The file's probed frame rate, or null when it was not probed. */
export async function frameRateOf(
  deps: Pick<ReviewDeps, 'mediaFacts'>,
  fileId: string,
): Promise<FrameRate | null> {
  return (await mediaFactsOf(deps, fileId))?.rate ?? null;
}
