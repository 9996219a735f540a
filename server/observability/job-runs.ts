import { channel } from 'node:diagnostics_channel';

/** One run of a repeated job, as published on `jobRuns` when it ends. */
export type JobRun = { job: string; ok: boolean; seconds: number };

/**
 * Where every repeated job (jobs/repeat.ts) reports each run, for whoever listens (the metrics).
 * A diagnostics channel costs nothing without a subscriber and couples the jobs to no one.
 */
export const jobRuns = channel('crewcast:job-run');
