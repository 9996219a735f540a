import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { recordAudit, type AuditRecord } from '../audit/audit.public.js';
import { gamesBoostQueries } from './games-boosts.repository.js';
import { gamesMonthQueries } from './games-months.repository.js';
import { gamesPartnershipQueries } from './games-partnerships.repository.js';
import type { Executor } from './games-rows.js';
import { gamesVideoQueries } from './games-videos.repository.js';

export type {
  BoostRow,
  NewBoost,
  NewShare,
  PartnerRow,
  PersonRow,
  VideoCountRow,
} from './games-rows.js';

// The queries, on the database or inside a transaction.
function gamesQueries(db: Executor) {
  return {
    ...gamesPartnershipQueries(db),
    ...gamesMonthQueries(db),
    ...gamesBoostQueries(db),
    ...gamesVideoQueries(db),
    /** Records an Admin's decision in the audit log, inside the transaction when in one. */
    audit: (record: AuditRecord) => recordAudit(db, record),
  };
}

/** The games feature's queries, as `locked` hands them to its work. */
export type GamesQueries = ReturnType<typeof gamesQueries>;

/** The only place with the games feature's SQL; portable between SQLite and PostgreSQL. */
export function gamesRepository(db: Kysely<Database>) {
  return {
    ...gamesQueries(db),

    /**
     * Runs `work` in one transaction after locking `keys` (sorted, so two transactions never wait
     * on each other in opposite orders). The upsert holds each key's row until commit on
     * PostgreSQL; SQLite runs one write transaction at a time anyway.
     */
    async locked<T>(
      keys: string[],
      at: string,
      work: (queries: GamesQueries) => Promise<T>,
    ): Promise<T> {
      return db.transaction().execute(async (trx) => {
        for (const key of [...new Set(keys)].sort())
          await trx
            .insertInto('game_locks')
            .values({ key, touched_at: at })
            .onConflict((oc) => oc.column('key').doUpdateSet({ touched_at: at }))
            .execute();
        return work(gamesQueries(trx));
      });
    },
  };
}

/** The games repository's functions. */
export type GamesRepository = ReturnType<typeof gamesRepository>;
