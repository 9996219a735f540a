/**
 * The time as the server reads it. One clock per process, built in server/services.ts and handed
 * to every feature and job as a required `now`, so a test sets the time once for all of them and
 * no feature falls back to the wall clock on its own (lint refuses `new Date()` and `Date.now()`
 * without arguments in server/features and server/jobs).
 */
export type Clock = () => Date;

/** The wall clock: the process's clock unless a test passes its own. */
export const systemClock: Clock = () => new Date();

/** A clock that runs with `base` plus an offset an end-to-end test may add to. */
export type OffsetClock = { now: Clock; advance(ms: number): void };

/** `base()` plus everything `advance` added; the orders test clock (config E2E_CLOCK). */
export function offsetClock(base: Clock): OffsetClock {
  let offsetMs = 0;
  return {
    now: () => new Date(base().getTime() + offsetMs),
    advance(ms) {
      offsetMs += ms;
    },
  };
}
