import { z } from 'zod/mini';

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
});
export type SignIn = z.infer<typeof SignIn>;

export const SignInHistory = z.object({ signIns: z.array(SignIn) });
export type SignInHistory = z.infer<typeof SignInHistory>;

export const SignInParams = z.object({ id: z.uuid('Unknown session.') });
