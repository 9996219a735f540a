import { z } from 'zod/mini';
import { plainText } from '../fields.js';

/** One sign-in of the user: when, from where, on what, and whether that session still lasts. */
export const SignIn = z.object({
  id: z.string(),
  at: z.string(),
  ip: z.string(),
  /** Browser and system as read from the user agent, e.g. 'Chrome 131 on macOS'. */
  device: z.string(),
  /** The session this request comes from. */
  current: z.boolean(),
  /** False once ended (from another session, by signing out, or by a password change). */
  active: z.boolean(),
  /**
   * When the session last renewed its access (every few minutes while a page is open, and on
   * each page change): the sign-in's own time until it first does.
   */
  lastActiveAt: z.string(),
});
export type SignIn = z.infer<typeof SignIn>;

export const SignInHistory = z.object({ signIns: z.array(SignIn) });
export type SignInHistory = z.infer<typeof SignInHistory>;

export const SignInParams = z.object({ id: z.uuid('Unknown session.') });

/** Query of DELETE /api/auth/sign-ins: a client that is no browser names its session by its token. */
export const EndOtherSessionsQuery = z.object({
  token: z.optional(plainText().check(z.maxLength(200))),
});
export type EndOtherSessionsQuery = z.infer<typeof EndOtherSessionsQuery>;

/** Answer of DELETE /api/auth/sign-ins: how many other sessions were still going and ended. */
export const EndedSessions = z.object({ ended: z.int() });
export type EndedSessions = z.infer<typeof EndedSessions>;
