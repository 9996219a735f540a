/**
 * Runs `work` one run at a time per instance: a call during a run asks for one more run after it
 * (for what arrived meanwhile) and gets the promise of the run going on. Answers the sum of what
 * the runs report. Upload follow-ups (posters, digests) are kicked this way after each upload.
 */
export function coalescedRuns(work: () => Promise<number>): () => Promise<number> {
  let running: Promise<number> | undefined;
  let again = false;
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let done = 0;
      do {
        again = false;
        done += await work();
      } while (again);
      return done;
    })().finally(() => {
      running = undefined;
    });
    return running;
  };
}
