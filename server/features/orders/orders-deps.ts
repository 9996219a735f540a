import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { DriveService } from '../drive/drive.public.js';
import type { TeamsDirectory } from '../teams/teams.public.js';
import type { OrderNotice, OrderNotifier } from './order-notifier.js';
import type { Clock } from '../../clock.js';

/** What the order use cases need. */
export type OrdersDeps = {
  db: Kysely<Database>;
  teams: Pick<TeamsDirectory, 'isOnTeam' | 'isAvailable' | 'staffProfileOf'>;
  drive: Pick<DriveService, 'folderNamed' | 'attachUploads'>;
  notifier: OrderNotifier;
  /** The orders clock: the process clock, or the end-to-end test clock over it (E2E_CLOCK). */
  now: Clock;
};

/** Tells the notifier after the change committed; a failed notice never undoes the change. */
export async function notifyAfterCommit(
  deps: Pick<OrdersDeps, 'notifier'>,
  notice: OrderNotice,
): Promise<void> {
  try {
    await deps.notifier.notify(notice);
  } catch {
    // The notifier logs its own failures (OrderNotifier's contract); nothing to add here.
  }
}
