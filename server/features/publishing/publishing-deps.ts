import type { Kysely } from 'kysely';
import type { AccessRules } from '../../access/access.js';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema.js';
import type { FileStorage } from '../../integrations/storage/file-storage.js';
import type { TokenCipher } from '../../integrations/youtube/token-cipher.js';
import type { YoutubePublisher } from '../../integrations/youtube/youtube-publisher.js';
import type { AnalyticsRepository } from './analytics.repository.js';
import type { ConsentsRepository } from './consents.repository.js';
import type { FiguresRepository } from './figures.repository.js';
import type { PublicationsRepository } from './publications.repository.js';
import type { ResultsRepository } from './results.repository.js';
import type { PublishingSources } from './publishing-sources.js';

/** What publishing to YouTube needs from the outside world. */
export type PublishingDeps = {
  db: Kysely<Database>;
  consents: ConsentsRepository;
  publications: PublicationsRepository;
  figures: FiguresRepository;
  analytics: AnalyticsRepository;
  results: ResultsRepository;
  /** Orders, their delivered files and the Partner's e-mail, asked of their features. */
  sources: PublishingSources;
  access: AccessRules;
  /** YouTube, or the sandbox; undefined in production without Google (publishing is off). */
  publisher: YoutubePublisher | undefined;
  cipher: TokenCipher;
  storage: FileStorage;
  /** The site's public address: Google sends the browser back to PUBLIC_URL + the callback. */
  publicUrl: string;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  now: Clock;
  /** Bytes sent per request: a multiple of 256 KiB, as YouTube asks of every chunk but the last. */
  chunkBytes: number;
  /** How long an instance holds a publication between two signs of life. */
  leaseMs: number;
  /** Asks the upload job to run now (after a new or retried publication). */
  kick: () => void;
  /** True once this instance is shutting down: it lets its uploads go before the next chunk. */
  stopping: () => boolean;
};

/** `ms` after `at`, as an ISO time. */
export const after = (at: Date, ms: number) => new Date(at.getTime() + ms).toISOString();
