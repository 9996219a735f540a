import { repeat, type JobLog } from './repeat.js';

/**
 * Every five minutes, moves profiles whose vacation is over on to their next booked range, so
 * availability shows the next vacation ahead of time. Safe on several instances: each run writes
 * what the table says. Returns the stop function.
 */
export function scheduleVacationWindows(
  teams: { advanceVacationWindows(): Promise<void> },
  log: JobLog,
): () => void {
  return repeat(() => teams.advanceVacationWindows(), {
    job: 'vacation-windows',
    everyMs: 300_000,
    firstAfterMs: 5_000,
    log,
    failure: 'advancing vacation windows failed',
  });
}
