/**
 * A reachability check that is asked at most once per `cacheMs`, however often readiness and
 * /metrics are scraped: callers within that window share the last answer (or the call still
 * running). The check gets an abort signal that fires after `timeoutMs`, so a hung service
 * answers "down" in bounded time instead of holding readiness.
 */
export function cachedCheck(
  check: (signal: AbortSignal) => Promise<void>,
  {
    timeoutMs,
    cacheMs,
    now = Date.now,
  }: { timeoutMs: number; cacheMs: number; now?: () => number },
): () => Promise<void> {
  let last: { at: number; failure: Promise<unknown> } | undefined;
  return async () => {
    if (!last || now() - last.at >= cacheMs) {
      const signal = AbortSignal.timeout(timeoutMs);
      last = {
        at: now(),
        // Kept settled (undefined or the error), so a cached failure is never an unheard rejection.
        failure: check(signal).then(
          () => undefined,
          (error: unknown) =>
            (signal.aborted ? new Error(`no answer within ${timeoutMs} ms`) : error) ??
            new Error('check failed'),
        ),
      };
    }
    const failure = await last.failure;
    if (failure) throw failure;
  };
}
