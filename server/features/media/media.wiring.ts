import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AccessRules } from '../../access/access.js';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { FileStorage } from '../../integrations/storage/file-storage.js';
import { mediaService, type MediaService } from './media.service.js';

/** What the media job reads of uploaded videos, with ffmpeg when MEDIA_TOOLS allows it. */
export function buildMedia(deps: {
  db: Kysely<Database>;
  config: Pick<Config, 'MEDIA_TOOLS'>;
  storage: FileStorage;
  access: AccessRules;
  jwtKey: Uint8Array;
  log: FastifyBaseLogger;
  now: Clock;
}): MediaService {
  return mediaService({
    db: deps.db,
    storage: deps.storage,
    access: deps.access,
    secret: deps.jwtKey,
    enabled: deps.config.MEDIA_TOOLS === 'auto',
    now: deps.now,
    log: deps.log,
  });
}
