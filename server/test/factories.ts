import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { AccountType, Plan } from '../../common/api/accounts.js';
import type { Database, UsersTable } from '../db/schema.js';
import { signAccessToken } from '../auth/tokens.js';
import type { TestApp } from './test-app.js';

/** A user made straight in the database, with an access token to call the API as them. */
export type TestUser = {
  uid: string;
  username: string;
  email: string;
  accountType: AccountType;
  token: string;
  /** `{ authorization: 'Bearer …' }`, ready for `app.inject({ headers })`. */
  headers: { authorization: string };
};

let counter = 0;

/**
 * Inserts a verified user (password hashing skipped: tests that log in by password go through
 * the sign-up route instead) and signs an access token for them.
 */
export async function createUser(
  t: Pick<TestApp, 'db' | 'jwtKey'>,
  over: {
    username?: string;
    name?: string;
    accountType?: AccountType;
    plan?: Plan | null;
    isEditor?: boolean;
    isArtist?: boolean;
    editSpeedDays?: number | null;
    thumbnailSpeedDays?: number | null;
    via?: string | null;
    verified?: boolean;
  } = {},
): Promise<TestUser> {
  counter += 1;
  const accountType = over.accountType ?? 'Partner';
  const username =
    over.username ?? `${accountType.toLowerCase()}_${counter}_${randomUUID().slice(0, 6)}`;
  const email = `${username}@example.com`;
  const uid = randomUUID();
  const now = new Date().toISOString();
  await insertUser(t.db, {
    id: uid,
    username,
    username_lower: username.toLowerCase(),
    email,
    email_lower: email.toLowerCase(),
    password_hash: 'not-a-password-hash',
    account_type: accountType,
    name: over.name ?? username,
    plan: over.plan !== undefined ? over.plan : accountType === 'Partner' ? 'Standard' : null,
    rating: 5,
    rblx_handle: null,
    target: accountType === 'Partner' ? 4 : null,
    via: over.via ?? null,
    is_editor: over.isEditor ? 1 : 0,
    is_artist: over.isArtist ? 1 : 0,
    edit_speed_days:
      over.editSpeedDays !== undefined ? over.editSpeedDays : over.isEditor ? 2 : null,
    thumbnail_speed_days:
      over.thumbnailSpeedDays !== undefined ? over.thumbnailSpeedDays : over.isArtist ? 1 : null,
    verified_at: over.verified === false ? null : now,
    email_verified_at: over.verified === false ? null : now,
    created_at: now,
  });
  const token = await signAccessToken(t.jwtKey, { uid, accountType });
  return {
    uid,
    username,
    email,
    accountType,
    token,
    headers: { authorization: `Bearer ${token}` },
  };
}

async function insertUser(db: Kysely<Database>, row: Insertable<UsersTable>): Promise<void> {
  await db.insertInto('users').values(row).execute();
}
