import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AccountType, Plan } from '../../common/api/accounts.js';
import { hashPassword } from '../auth/passwords.js';
import { seedGames } from '../features/games/games.seed.js';
import { seedPayments } from '../features/payments/payments.seed.js';
import { seedDemoDelivery, type DemoDeliveryDeps } from '../features/media/media.seed.js';
import { demoDeliveredTitle, seedPayouts } from '../features/payouts/payouts.seed.js';
import { seedTeams } from '../features/teams/teams.seed.js';
import { seedSite } from '../features/site/site.seed.js';
import { seedYoutube } from '../features/youtube/youtube.seed.js';
import type { Database } from './schema.js';

/** The password of every demo account. */
export const demoPassword = 'crewcast-demo-2026';

/** The demo accounts: one of each account type, all verified. */
export const demoAccounts: ReadonlyArray<{
  username: string;
  name: string;
  accountType: AccountType;
  plan?: Plan;
  isEditor?: boolean;
  isArtist?: boolean;
  editSpeedDays?: number;
  thumbnailSpeedDays?: number;
}> = [
  { username: 'admin', name: 'Ada Admin', accountType: 'Admin' },
  { username: 'partner', name: 'Pat Partner', accountType: 'Partner', plan: 'Standard' },
  {
    username: 'editor',
    name: 'editor',
    accountType: 'Production',
    isEditor: true,
    editSpeedDays: 2,
  },
  {
    username: 'artist',
    name: 'artist',
    accountType: 'Production',
    isArtist: true,
    thumbnailSpeedDays: 1,
  },
  { username: 'affiliate', name: 'Alex Affiliate', accountType: 'Affiliate' },
  { username: 'partner2', name: 'Sam Streamer', accountType: 'Partner', plan: 'Premium' },
  {
    username: 'editor2',
    name: 'editor2',
    accountType: 'Production',
    isEditor: true,
    editSpeedDays: 3,
  },
  {
    username: 'artist2',
    name: 'artist2',
    accountType: 'Production',
    isArtist: true,
    thumbnailSpeedDays: 2,
  },
  {
    username: 'allrounder',
    name: 'allrounder',
    accountType: 'Production',
    isEditor: true,
    isArtist: true,
    editSpeedDays: 1,
    thumbnailSpeedDays: 1,
  },
];

/** Ids of the demo accounts by username, handed to each feature's seed. */
export type DemoIds = Record<string, string>;

/**
 * Demo data of each feature, run in order after the accounts exist. A feature adds one line here
 * and keeps its own seed beside its code (`server/features/<name>/<name>.seed.ts`).
 */
const featureSeeds: ReadonlyArray<(db: Kysely<Database>, ids: DemoIds) => Promise<void>> = [
  seedPayments,
  seedTeams,
  seedSite,
  seedYoutube,
  seedGames,
  seedPayouts,
];

/**
 * Fills an empty database with the demo accounts. Later features add their demo data here, so a
 * fresh `npm start` shows every screen with something in it.
 */
export async function seedDemoData(db: Kysely<Database>): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const passwordHash = await hashPassword(demoPassword);
  const now = new Date().toISOString();
  const ids: DemoIds = Object.fromEntries(demoAccounts.map((a) => [a.username, randomUUID()]));
  // Another process may have seeded since the check above (a second SQLite process, or a
  // PostgreSQL start without the startup lock): skip on conflict and leave the rest to it.
  const inserted = await db
    .insertInto('users')
    .values(
      demoAccounts.map((a) => ({
        id: ids[a.username] ?? randomUUID(),
        username: a.username,
        username_lower: a.username,
        email: `${a.username}@crewcast.example`,
        email_lower: `${a.username}@crewcast.example`,
        password_hash: passwordHash,
        account_type: a.accountType,
        name: a.name,
        plan: a.plan ?? null,
        rating: 5,
        rblx_handle:
          a.accountType === 'Partner' || a.accountType === 'Affiliate'
            ? `${a.username}_rblx`
            : null,
        target: a.accountType === 'Partner' ? 4 : null,
        via: null,
        is_editor: a.isEditor ? 1 : 0,
        is_artist: a.isArtist ? 1 : 0,
        edit_speed_days: a.editSpeedDays ?? null,
        thumbnail_speed_days: a.thumbnailSpeedDays ?? null,
        verified_at: now,
        created_at: now,
      })),
    )
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== demoAccounts.length) return false;
  for (const seed of featureSeeds) await seed(db, ids);
  return true;
}

/**
 * Demo data that needs the file storage, which does not exist yet when seedDemoData runs (before
 * the app is built): a real delivered video for the demo Partner's accepted edit. main.ts runs it
 * once the storage is ready, only when seedDemoData has just filled the database.
 */
export async function seedDemoFiles(deps: DemoDeliveryDeps): Promise<boolean> {
  const order = await deps.db
    .selectFrom('production_requests as o')
    .innerJoin('users as u', 'u.id', 'o.client_id')
    .select(['o.id', 'o.folder_id', 'o.staff_id', 'o.title', 'o.closed_at'])
    .where('u.username', '=', 'partner')
    .where('o.title', '=', demoDeliveredTitle)
    .executeTakeFirst();
  return order ? seedDemoDelivery(deps, order) : false;
}
