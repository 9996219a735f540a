/** What a repeated job needs to report a failed run. */
export type JobLog = { error(obj: object, msg: string): void };

/**
 * Runs `task` every `everyMs` until stopped: the first time at once, or after `firstAfterMs`.
 * A failed run is logged as `failure` and the next one still comes. The timers never keep the
 * process alive. Returns the stop function.
 */
export function repeat(
  task: () => Promise<unknown>,
  options: { everyMs: number; firstAfterMs?: number; log: JobLog; failure: string },
): () => void {
  const { everyMs, firstAfterMs = 0, log, failure } = options;
  const run = () => void task().catch((err: unknown) => log.error({ err }, failure));
  const first = firstAfterMs > 0 ? setTimeout(run, firstAfterMs) : undefined;
  if (!first) run();
  first?.unref();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
