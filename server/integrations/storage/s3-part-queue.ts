/** One part of a multipart upload, as the upload's state records it. */
export type StoredPart = { n: number; etag: string; bytes: number };

/**
 * Sends an upload's parts to the bucket with up to `limit` travelling at once, so the next part is
 * received from the client while the previous ones are sent (one at a time, the client waited for
 * each part's round trip). Parts are recorded in `parts` in order: a part is recorded once every
 * part before it is stored, and `recorded` runs (one at a time) after each step forward. Nothing
 * from the first failed part on is recorded, so the upload's state only ever lists a gapless run
 * of parts and the client resumes right after it; a part stored beyond the gap is sent again later
 * under the same number, which S3 replaces.
 */
export function partQueue(options: {
  parts: StoredPart[];
  limit: number;
  send: (n: number, body: Buffer) => Promise<string>;
  recorded: () => Promise<void>;
}) {
  const { parts, limit, send, recorded } = options;
  let next = parts.length + 1;
  const arrived = new Map<number, StoredPart>();
  const travelling = new Set<Promise<void>>();
  let failure: { error: unknown } | undefined;
  // The first part that failed: those before it are still recorded as they arrive.
  let gapAt = Infinity;
  let saving = Promise.resolve();

  const recordInOrder = () => {
    let advanced = false;
    for (let part = arrived.get(parts.length + 1); part && part.n < gapAt;) {
      arrived.delete(part.n);
      parts.push(part);
      advanced = true;
      part = arrived.get(parts.length + 1);
    }
    if (advanced)
      saving = saving.then(async () => {
        try {
          await recorded();
        } catch (error) {
          failure ??= { error };
          gapAt = Math.min(gapAt, parts.length + 1);
        }
      });
  };

  return {
    /**
     * Sends `body` as the next part; waits first while `limit` parts travel. `sent` runs once the
     * part has travelled, stored or not (its buffer may then be used again).
     */
    async push(body: Buffer, sent?: () => void): Promise<void> {
      while (travelling.size >= limit && !failure) await Promise.race(travelling);
      if (failure) throw failure.error;
      const n = next;
      next += 1;
      const travel: Promise<void> = send(n, body)
        .then(
          (etag) => {
            arrived.set(n, { n, etag, bytes: body.length });
            recordInOrder();
          },
          (error: unknown) => {
            failure ??= { error };
            gapAt = Math.min(gapAt, n);
          },
        )
        .finally(() => {
          travelling.delete(travel);
          sent?.();
        });
      travelling.add(travel);
    },
    /** Waits for every part sent and every record made; throws the first failure. */
    async settle(): Promise<void> {
      await Promise.all(travelling);
      await saving;
      if (failure) throw failure.error;
    },
  };
}

/**
 * Cuts a stream of chunks into parts of exactly `partBytes`, copied into buffers that are used
 * again once their part has travelled: an upload holds at most `limit + 1` part buffers however
 * long it is, instead of a new one per part for the garbage collector to find (with parts
 * travelling at once, peak memory otherwise grew with the upload's size).
 */
export function partCutter(partBytes: number, queue: ReturnType<typeof partQueue>) {
  const free: Buffer[] = [];
  let current: Buffer = Buffer.allocUnsafe(partBytes);
  let filled = 0;
  return {
    /** Adds `chunk`, sending each part it fills. */
    async add(chunk: Buffer): Promise<void> {
      for (let at = 0; at < chunk.length;) {
        const n = Math.min(partBytes - filled, chunk.length - at);
        chunk.copy(current, filled, at, at + n);
        filled += n;
        at += n;
        if (filled === partBytes) {
          const full = current;
          current = free.pop() ?? Buffer.allocUnsafe(partBytes);
          filled = 0;
          await queue.push(full, () => free.push(full));
        }
      }
    },
    /** The bytes received after the last full part. */
    rest: (): Buffer => current.subarray(0, filled),
    /** Forgets the bytes after the last full part (they follow a part that failed). */
    drop() {
      filled = 0;
    },
  };
}
