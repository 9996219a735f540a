import type { Mailer } from '../../integrations/email/mailer.js';
import type { RateLimiter } from '../../integrations/rate-limit/rate-limiter.js';
import type { AccountsRepository } from './accounts.repository.js';
import type { Clock } from '../../clock.js';

/** What the accounts use cases need from the outside world. */
export type AccountsDeps = {
  repo: AccountsRepository;
  mailer: Mailer;
  limiter: RateLimiter;
  jwtKey: Uint8Array;
  publicUrl: string;
  supportEmail: string;
  /** Attempts per IP in a 15-minute window for login, sign-up and re-sends. */
  authRateLimit: number;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /**
   * Finishes a Partner's channel check with the hash /join/verify/return posts (the YouTube
   * feature); undefined when the hash is not one of its results.
   */
  channelResults?: (hash: string) => Promise<{ uid: string } | undefined>;
  now: Clock;
  /** Tells the live connections that every session of a user ended (their sockets close). */
  sessionEnded?: (uid: string) => void;
  /**
   * Called before a user's sessions are ended; what it returns waits, after, until every instance
   * was told (PostgreSQL's announcement came back), so the answer leaves after them.
   */
  sessionsEnding?: (uid: string) => () => Promise<void>;
  /** Waits before answering a failed login; tests pass one that records the waits. */
  sleep?: (ms: number) => Promise<void>;
};

/** The window the per-IP and per-account attempt limits count in. */
export const window15m = 15 * 60_000;

// Per account the limit is tighter than per IP: ten guesses at one password are plenty for a person.
export const loginAttemptsPerAccount = 10;
