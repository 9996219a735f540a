// The fake YouTube's switches, which make it fail as YouTube does, and its day's allowance.

/** The switches of a fake YouTube, all off, and `spend`, which takes from the day's allowance. */
export function fakeYoutubeModes() {
  const modes = {
    quotaExceeded: false,
    /** The day's allowance left: videos.insert costs 1,600 units, thumbnails.set 50, videos.list 1. */
    quotaUnits: Number.POSITIVE_INFINITY,
    thumbnailRefused: false,
    maxBytes: Number.POSITIVE_INFINITY,
    /** Cut the connection once this many bytes of the upload have arrived (then forget it). */
    cutAt: undefined as number | undefined,
    /** reports.query refuses impressions (400), as it does for some channels and queries. */
    impressionsUnsupported: false,
    /**
     * Take no byte past this one until `release()`: a request that reaches it hangs unanswered,
     * as an upload does on a stalled link, so a test can end the sender in the middle.
     */
    holdAt: undefined as number | undefined,
  };
  /** Takes `units` of the day's allowance; false (and nothing taken) when it is used up. */
  const spend = (units: number) => {
    if (modes.quotaExceeded || modes.quotaUnits < units) return false;
    modes.quotaUnits -= units;
    return true;
  };
  return { modes, spend };
}
