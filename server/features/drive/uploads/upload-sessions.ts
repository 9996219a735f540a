import type { AppError } from '../../../errors.js';
import type { Clock } from '../../../clock.js';

/** Something that can be cut off: the request carrying an upload's bytes. */
export type Interruptible = { destroy(): void };

/** How many refusals are remembered, and for how long. */
const refusalMemory = { max: 1000, ms: 15 * 60_000 };

/**
 * What the drive keeps in memory about uploads in progress: the requests carrying their bytes
 * (so pause and cancel can cut them) and the uploads refused on their first bytes.
 */
export function uploadSessions(now: Clock) {
  const inflight = new Map<string, Set<Interruptible>>();
  // Uploads whose first bytes were refused; the request's end deletes them.
  const refused = new Set<string>();
  // Why recent uploads were refused. The refusal can be lost with its connection (the server
  // answers before the body is read, so the browser may see a reset); the client's next request
  // on that upload then learns the reason instead of a bare 404.
  const refusals = new Map<string, { uploaderId: string; error: AppError; at: number }>();

  function remember(file: { id: string; uploader_id: string }, error: AppError): void {
    const at = now().getTime();
    for (const [id, entry] of refusals)
      if (refusals.size >= refusalMemory.max || at - entry.at > refusalMemory.ms)
        refusals.delete(id);
      else break;
    refusals.set(file.id, { uploaderId: file.uploader_id, error, at });
  }

  return {
    /** Remembers why an upload was refused, for its uploader's next request. */
    remember,

    /** Refuses an upload on its first bytes: remembered, and deleted when its request ends. */
    refuse(file: { id: string; uploader_id: string }, error: AppError): void {
      refused.add(file.id);
      remember(file, error);
    },

    /** True once for an upload refused on its first bytes; it is then forgotten. */
    takeRefused(id: string): boolean {
      return refused.delete(id);
    },

    /** Why the upload `id` was refused lately, and whose it was. */
    refusalOf(id: string): { uploaderId: string; error: AppError } | undefined {
      return refusals.get(id);
    },

    /** Registers the request carrying an upload's bytes; returns the function that unregisters it. */
    track(id: string, request: Interruptible): () => void {
      const set = inflight.get(id) ?? new Set<Interruptible>();
      set.add(request);
      inflight.set(id, set);
      return () => {
        set.delete(request);
        if (set.size === 0 && inflight.get(id) === set) inflight.delete(id);
      };
    },

    /** Cuts every request carrying bytes of the upload `id`. */
    interrupt(id: string): void {
      for (const request of inflight.get(id) ?? []) request.destroy();
      inflight.delete(id);
    },
  };
}

/** The uploads in progress, as uploadSessions keeps them. */
export type UploadSessions = ReturnType<typeof uploadSessions>;
