import type { Redis } from 'ioredis';
import { sessionLimits } from '../../common/limits.js';

/**
 * When each user's sessions were last ended (logout, a revoked refresh-token family), so a socket
 * cannot come back with an access token issued before that: the token stays valid for HTTP until
 * it expires, but the live connection is refused and the client renews through its refresh
 * cookie. Kept in-process, and in Redis (when there) so every instance refuses alike. An entry
 * outlives every access token issued before it, then goes.
 */
export function sessionEnds(redis?: Redis, now: () => number = Date.now) {
  const keepMs = sessionLimits.accessTokenSeconds * 1000 + 60_000;
  const local = new Map<string, number>();
  const key = (uid: string) => `crewcast:sessions-ended:${uid}`;
  const prune = () => {
    for (const [uid, at] of local) if (at + keepMs < now()) local.delete(uid);
  };

  return {
    /** Records that every session of `uid` ended now. */
    record(uid: string): void {
      prune();
      const at = now();
      local.set(uid, at);
      if (redis?.status === 'ready')
        redis.set(key(uid), String(at), 'PX', keepMs).catch(() => undefined);
    },
    /**
     * Whether a token of `uid` issued at `issuedAt` (ms, whole seconds as in a JWT) may predate
     * the end of their sessions. A JWT tells only the second, so a token of the second of the
     * logout itself is refused too; a device refreshing in that second tries again a moment later.
     */
    async predates(uid: string, issuedAt: number): Promise<boolean> {
      let endedAt = local.get(uid) ?? 0;
      if (redis?.status === 'ready') {
        const shared = await redis.get(key(uid)).catch(() => null);
        endedAt = Math.max(endedAt, Number(shared ?? 0));
      }
      return issuedAt < Math.ceil(endedAt / 1000) * 1000;
    },
  };
}

export type SessionEnds = ReturnType<typeof sessionEnds>;
