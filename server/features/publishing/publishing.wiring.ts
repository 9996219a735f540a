import type { Kysely } from 'kysely';
import type { AccessRules } from '../../access/access.js';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { FileStorage } from '../../integrations/storage/file-storage.js';
import { tokenCipher, tokenKeyOf } from '../../integrations/youtube/token-cipher.js';
import { youtubeClient } from '../../integrations/youtube/youtube-client.js';
import type { YoutubePublisher } from '../../integrations/youtube/youtube-publisher.js';
import { youtubeSandbox } from '../../integrations/youtube/youtube-sandbox.js';
import { analyticsRepository } from './analytics.repository.js';
import { consentsRepository } from './consents.repository.js';
import { figuresRepository } from './figures.repository.js';
import { publicationsRepository } from './publications.repository.js';
import { publishingService, type PublishingDeps } from './publishing.service.js';
import { resultsRepository } from './results.repository.js';
import { publishingSources } from './publishing-sources.js';

/** YouTube with the Google client; the sandbox without it, except in production (then none). */
export function choosePublisher(config: Config, now: Clock): YoutubePublisher | undefined {
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET)
    return youtubeClient({
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      authUrl: config.GOOGLE_AUTH_URL,
      tokenUrl: config.GOOGLE_TOKEN_URL,
      apiUrl: config.YOUTUBE_API_URL,
      analyticsUrl: config.YOUTUBE_ANALYTICS_URL,
      // Half the lease at most: a chunk still on its way never outlives its sender's lease.
      timeoutMs: Math.min(60_000, config.YOUTUBE_UPLOAD_LEASE_MS / 2),
      now,
    });
  return config.NODE_ENV === 'production' ? undefined : youtubeSandbox();
}

export function buildPublishing(input: {
  db: Kysely<Database>;
  config: Config;
  access: AccessRules;
  storage: FileStorage;
  log: PublishingDeps['log'];
  now: Clock;
  /** Tests stand in for an instance whose process dies, with a publisher of their own. */
  overrides?: Partial<Pick<PublishingDeps, 'leaseMs' | 'publisher'>>;
}) {
  const { db, config, now } = input;
  return publishingService(
    {
      db,
      consents: consentsRepository(db),
      publications: publicationsRepository(db),
      figures: figuresRepository(db),
      analytics: analyticsRepository(db),
      results: resultsRepository(db),
      sources: publishingSources(db),
      access: input.access,
      publisher: choosePublisher(config, now),
      cipher: tokenCipher(tokenKeyOf(config)),
      storage: input.storage,
      publicUrl: config.PUBLIC_URL,
      log: input.log,
      now,
      chunkBytes: config.YOUTUBE_UPLOAD_CHUNK_BYTES,
      leaseMs: config.YOUTUBE_UPLOAD_LEASE_MS,
      ...input.overrides,
    },
    config.YOUTUBE_UPLOAD_JOB === 'on',
  );
}
