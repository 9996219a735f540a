import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { youtubeChannelQueries } from './youtube-channels.repository.js';
import { youtubeCheckQueries } from './youtube-checks.repository.js';

export type { CheckRow, CheckedAccount, StoredChannel } from './youtube-rows.js';

/** The only place with SQL for channel checks and the channel facts on accounts. */
export function youtubeRepository(db: Kysely<Database>) {
  return { ...youtubeCheckQueries(db), ...youtubeChannelQueries(db) };
}

/** The YouTube repository's shape, for the service and tests. */
export type YoutubeRepository = ReturnType<typeof youtubeRepository>;
