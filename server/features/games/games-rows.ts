import type { Kysely, Transaction } from 'kysely';
import type { VideoStatus } from '../../../common/api/games.js';
import type { Database, GameSharesTable, UsersTable } from '../../db/schema.js';

// The rows the games repositories answer with and take.

/** Someone who partners a game, with what decides their terms. */
export type PartnerRow = {
  id: string;
  game_id: string;
  user_id: string;
  created_at: string;
  name: string;
  username: string;
  account_type: UsersTable['account_type'];
  plan: UsersTable['plan'];
};

/** An account's name and terms. */
export type PersonRow = Pick<UsersTable, 'id' | 'name' | 'username' | 'account_type' | 'plan'>;

/** Videos of one partner and game in a month, by status. */
export type VideoCountRow = { game_id: string; user_id: string; status: VideoStatus; n: number };

/** A Booster form with its sender. */
export type BoostRow = {
  id: string;
  game_id: string;
  user_id: string;
  note: string;
  created_at: string;
  name: string;
  username: string;
};

/** A new Booster form and its videos, as the service made them. */
export type NewBoost = {
  id: string;
  gameId: string;
  userId: string;
  month: string;
  note: string;
  at: string;
  videos: Array<{ id: string; videoId: string; url: string; publishedOn: string }>;
};

/** A share a close sets. */
export type NewShare = Omit<GameSharesTable, 'id' | 'created_at'>;

/** The database, or a transaction on it. */
export type Executor = Kysely<Database> | Transaction<Database>;
