import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { DriveService } from '../drive/drive.public.js';
import type { TeamsDirectory } from '../teams/teams.public.js';
import type { OrderNotice, OrderNotifier } from './order-notifier.js';

/** What the order use cases need. */
export type OrdersDeps = {
  db: Kysely<Database>;
  teams: Pick<TeamsDirectory, 'isOnTeam' | 'isAvailable' | 'staffProfileOf'>;
  drive: Pick<DriveService, 'folderNamed' | 'attachUploads'>;
  notifier: OrderNotifier;
  now?: () => Date;
};

/** The orders clock: the one given, else the wall clock. */
export function nowOf(deps: Pick<OrdersDeps, 'now'>): Date {
  return deps.now ? deps.now() : new Date();
}

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
