import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { Mailer } from '../../integrations/email/mailer.js';
import { chooseVideoFacts } from '../../integrations/google/youtube-videos.js';
import type { SystemMessenger } from '../chat/chat.public.js';
import { liveGamesNotifier } from './games-notifier.js';
import { gamesRepository } from './games.repository.js';
import { gamesService } from './games.service.js';

/** Games, with YouTube's facts of promotion videos and the partners' review notices. */
export function buildGames(
  deps: { db: Kysely<Database>; config: Config; mailer: Mailer },
  rest: { log: FastifyBaseLogger; now: Clock; chat: SystemMessenger },
) {
  const repo = gamesRepository(deps.db);
  return gamesService({
    repo,
    now: rest.now,
    log: rest.log,
    videos: chooseVideoFacts(deps.config),
    notifier: liveGamesNotifier({
      emailsOf: repo.emailsOf,
      mailer: deps.mailer,
      chat: rest.chat,
      publicUrl: deps.config.PUBLIC_URL,
      log: rest.log,
    }),
  });
}
