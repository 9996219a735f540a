import type { IncomingMessage } from 'node:http';

/**
 * How long a tus PATCH still running when the instance starts shutting down may go on before it
 * is cut. The browser sends a whole file in one PATCH, which on a slow uplink lasts minutes;
 * waiting for it would run every deploy into the forced exit.
 */
export const patchGraceMs = 2000;

/**
 * The tus PATCHes this instance is receiving, so a shutdown can end them: each gets
 * `patchGraceMs` to finish by itself; the rest are cut, as a dropped connection would cut them.
 * The datastore keeps every byte a cut request delivered, and the client resumes from there on
 * whichever instance answers next. The shutdown then waits until each PATCH has stored what it
 * got and released its upload's lock, so the next instance can take the upload at once.
 */
export function patchesInFlight(graceMs = patchGraceMs) {
  const open = new Map<IncomingMessage, Promise<unknown>>();

  return {
    /** Runs the PATCH of `request` as one the shutdown waits for, and cuts if need be. */
    async carry<T>(request: IncomingMessage, handle: () => Promise<T>): Promise<T> {
      const running = handle();
      open.set(
        request,
        running.catch(() => undefined),
      );
      try {
        return await running;
      } finally {
        open.delete(request);
      }
    },

    /** Lets the PATCHes in flight finish within the grace time, then cuts the rest and waits for them. */
    async drain(): Promise<void> {
      if (open.size === 0) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(open.values()),
        new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs))),
      ]);
      clearTimeout(timer);
      const left = [...open.values()];
      for (const request of open.keys()) request.destroy();
      await Promise.all(left);
    },
  };
}
