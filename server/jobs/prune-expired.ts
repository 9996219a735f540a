import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import {
  deleteExpired,
  deleteExpiredEmailChanges,
  deleteExpiredPasswordResets,
} from '../features/accounts/accounts.public.js';
import type { Clock } from '../clock.js';
import { repeat, type JobLog } from './repeat.js';

/**
 * Removes refresh tokens, verification, password reset and e-mail change links past their expiry. Tokens rotate on every page
 * change, so without this the table grows with every click. A replaced token is kept until its own
 * expiry so that a replay can still be recognised and revoke its family.
 */
export async function pruneExpired(db: Kysely<Database>, now: Date): Promise<number> {
  const at = now.toISOString();
  return (
    (await deleteExpired(db, at)) +
    (await deleteExpiredPasswordResets(db, at)) +
    (await deleteExpiredEmailChanges(db, at))
  );
}

/** Runs pruneExpired now and then every hour until stopped. */
export function schedulePruning(db: Kysely<Database>, log: JobLog, now: Clock): () => void {
  return repeat(() => pruneExpired(db, now()), {
    job: 'prune-expired-sessions',
    everyMs: 3_600_000,
    log,
    failure: 'pruning expired sessions failed',
  });
}
