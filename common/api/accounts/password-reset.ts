import { z } from 'zod/mini';
import { required } from '../fields.js';
import { Email } from './identity.js';
import { NewPassword } from './password.js';

/** How long an e-mailed password reset link works. */
export const passwordResetMinutes = 60;

const confirmMessage = 'The two passwords differ.';

/** Body of POST /api/auth/password/forgot: the address to send a reset link to. */
export const ForgotPasswordRequest = z.object({ email: Email });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

const ResetHash = required(z.string('Expected text.'))
  .check(z.minLength(1, 'Invalid link.'))
  .check(z.maxLength(200))
  .check(z.regex(/^[A-Za-z0-9_-]+$/, 'Invalid link.'));

/** Body of POST /api/auth/password/reset: the secret of the e-mailed link and the new password. */
export const ResetPasswordRequest = z.object({ hash: ResetHash, password: NewPassword });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

/** The "Set a new password" form: the new password typed twice. */
export const ResetPasswordForm = z
  .extend(ResetPasswordRequest, { confirm: z.string() })
  .check(z.refine((v) => v.confirm === v.password, { path: ['confirm'], message: confirmMessage }));
export type ResetPasswordForm = z.infer<typeof ResetPasswordForm>;

/** Body of PUT /api/auth/user/password: the signed-in user's current password and a new one. */
export const ChangePasswordRequest = z
  .object({
    // As at login: longer than any valid password, bounded to cap the hashing work.
    currentPassword: required(z.string('Expected text.'))
      .check(z.minLength(1, 'This field is required.'))
      .check(z.maxLength(200)),
    password: NewPassword,
  })
  .check(
    z.refine((v) => v.password !== v.currentPassword, {
      path: ['password'],
      message: 'Choose a password other than your current one.',
    }),
  );
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** The change-password form of the settings: the new password typed twice. */
export const ChangePasswordForm = z
  .safeExtend(ChangePasswordRequest, { confirm: z.string() })
  .check(z.refine((v) => v.confirm === v.password, { path: ['confirm'], message: confirmMessage }));
export type ChangePasswordForm = z.infer<typeof ChangePasswordForm>;
