import type { AccountsDeps } from './accounts-deps.js';
import { systemClock } from '../../clock.js';

/**
 * Ends every access token and socket of a user at once: the stamp makes each authenticated
 * request and socket handshake refuse a token issued before it, on every instance, and the live
 * sockets are told to close. Where instances hold accounts (decision 095), it returns once the
 * database's announcement of the stamp came back, so every instance has it before the answer. Refresh tokens are revoked by the caller, which knows which ones.
 * Access tokens are stamped with the system clock when signed, so this stamp reads it too, not
 * the feature clock that tests move.
 */
export async function endEverySession(
  deps: Pick<AccountsDeps, 'repo' | 'sessionEnded' | 'sessionsEnding'>,
  uid: string,
): Promise<void> {
  const announced = deps.sessionsEnding?.(uid);
  await deps.repo.markSessionsEnded(uid, systemClock().toISOString());
  deps.sessionEnded?.(uid);
  await announced?.();
}
