import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { withLogContext } from '../observability/log-context.js';
import { jobRuns, type JobRun } from '../observability/job-runs.js';

/** What a repeated job needs to report a failed run. */
export type JobLog = { error(obj: object, msg: string): void };

/**
 * Runs `task` every `everyMs` until stopped: the first time at once, or after `firstAfterMs`.
 * A failed run is logged as `failure` (with the job's name) and the next one still comes; each
 * run is published on `jobRuns` and logs under its own run id. The timers never keep the process alive. Returns the stop
 * function.
 */
export function repeat(
  task: () => Promise<unknown>,
  options: { job: string; everyMs: number; firstAfterMs?: number; log: JobLog; failure: string },
): () => void {
  const { job, everyMs, firstAfterMs = 0, log, failure } = options;
  const ended = (startedAt: number, ok: boolean) => {
    if (jobRuns.hasSubscribers)
      jobRuns.publish({
        job,
        ok,
        seconds: (performance.now() - startedAt) / 1000,
      } satisfies JobRun);
  };
  // Each run has its own id, which every line it logs carries (the logger's mixin reads it).
  const run = () =>
    withLogContext({ job, runId: randomUUID() }, () => {
      const startedAt = performance.now();
      void task().then(
        () => ended(startedAt, true),
        (err: unknown) => {
          log.error({ err, job }, failure);
          ended(startedAt, false);
        },
      );
    });
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
