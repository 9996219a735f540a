import type { Mailer } from '../../integrations/email/mailer.js';
import type { RateLimiter } from '../../integrations/rate-limit/rate-limiter.js';
import type { SiteRepository } from './site.repository.js';
import type { Clock } from '../../clock.js';

/** What the site service needs from the outside world. */
export type SiteDeps = {
  repo: SiteRepository;
  mailer: Mailer;
  limiter: RateLimiter;
  /** Where contact messages are sent (SUPPORT_EMAIL). */
  supportEmail: string;
  log: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
  now: Clock;
};
