import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { recordAudit, type AuditRecord } from '../audit/audit.public.js';
import { youtubeChannelQueries } from './youtube-channels.repository.js';
import { youtubeCheckQueries } from './youtube-checks.repository.js';

export type { CheckRow, CheckedAccount, StoredChannel } from './youtube-rows.js';

type ChannelFacts = Parameters<ReturnType<typeof youtubeChannelQueries>['updateChannelFacts']>[1];

/** The only place with SQL for channel checks and the channel facts on accounts. */
export function youtubeRepository(db: Kysely<Database>) {
  return {
    ...youtubeCheckQueries(db),
    ...youtubeChannelQueries(db),
    /** An Admin's re-check: the channel's new facts (when found) and its audit row, together. */
    async recordRecheck(
      facts: (ChannelFacts & { uid: string }) | undefined,
      audit: AuditRecord,
    ): Promise<void> {
      await db.transaction().execute(async (trx) => {
        if (facts) await youtubeChannelQueries(trx).updateChannelFacts(facts.uid, facts);
        await recordAudit(trx, audit);
      });
    },
  };
}

/** The YouTube repository's shape, for the service and tests. */
export type YoutubeRepository = ReturnType<typeof youtubeRepository>;
