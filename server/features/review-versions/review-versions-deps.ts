import type { Kysely } from 'kysely';
import type { AccessRules } from '../../access/access.js';
import type { Database } from '../../db/schema.js';
import type { RateLimiter } from '../../integrations/rate-limit/rate-limiter.js';
import type { DriveService } from '../drive/drive.public.js';
import type { MediaService } from '../media/media.public.js';
import type { Clock } from '../../clock.js';

/** What the versions, review states and guest links need. */
export type ReviewVersionsDeps = {
  db: Kysely<Database>;
  access: Pick<AccessRules, 'check'>;
  media: Pick<MediaService, 'factsOfReadable' | 'guestCopy' | 'openGuestCopy'>;
  /** Streams a link's file when its Partner let guests download the original. */
  drive: Pick<DriveService, 'openDownload'>;
  limiter: RateLimiter;
  now: Clock;
};
