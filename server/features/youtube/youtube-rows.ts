import type { Selectable } from 'kysely';
import type { Database, YoutubeChecksTable } from '../../db/schema.js';

// The rows the YouTube repositories answer with.

/** A stored channel check. */
export type CheckRow = Selectable<YoutubeChecksTable>;

/** The account fields the check compares with what Google says. */
export type CheckedAccount = {
  id: string;
  email: string;
  account_type: Database['users']['account_type'];
  email_verified_at: string | null;
  verified_at: string | null;
  youtube_channel_id: string | null;
  youtube_channel_title: string | null;
  youtube_subscriber_count: number | null;
  youtube_checked_at: string | null;
};

/** Channel facts as the account keeps them. */
export type StoredChannel = {
  channelId: string;
  title: string | null;
  subscribers: number | null;
  checkedAt: string;
};
