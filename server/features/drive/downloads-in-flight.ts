import type { ServerResponse } from 'node:http';

/**
 * How long a download still streaming when the instance starts shutting down may go on before
 * it is cut. A large file to a slow reader lasts minutes; waiting for it would run every deploy
 * into the forced exit (code 1) and cut the download anyway. Browsers and players resume a cut
 * download with Range and If-Range, from the next instance.
 */
export const downloadGraceMs = 2000;

/** The download answers this instance is sending, so a shutdown can end them in bounded time. */
export function downloadsInFlight(graceMs = downloadGraceMs) {
  const open = new Set<ServerResponse>();
  const closed = (response: ServerResponse) =>
    new Promise<void>((resolve) => {
      if (response.closed) resolve();
      else response.once('close', () => resolve());
    });

  return {
    /** Counts `response` as in flight until it has closed. */
    track(response: ServerResponse): void {
      open.add(response);
      response.once('close', () => open.delete(response));
    },

    /** Lets the downloads in flight finish within the grace time, then cuts the rest. */
    async drain(): Promise<void> {
      if (open.size === 0) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all([...open].map(closed)),
        new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs))),
      ]);
      clearTimeout(timer);
      const left = [...open];
      for (const response of left) response.destroy();
      await Promise.all(left.map(closed));
    },
  };
}
