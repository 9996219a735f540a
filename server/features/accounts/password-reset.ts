import { randomUUID } from 'node:crypto';
import {
  passwordResetMinutes,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
} from '../../../common/api/accounts.js';
import { sitePaths } from '../../../common/paths.js';
import { checkNewPassword } from '../../auth/password-policy.js';
import { hashPassword } from '../../auth/passwords.js';
import { hashSecret, randomSecret } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import { enforceLimit } from '../../integrations/rate-limit/rate-limiter.js';
import { window15m, type AccountsDeps } from './accounts-deps.js';
import { passwordChangedEmail, passwordResetEmail } from './password-emails.js';
import { endEverySession } from './end-sessions.js';
import { sendInBackground } from '../../integrations/email/send-in-background.js';

const resetLinksPerAddressPerHour = 3;

/**
 * E-mails a single-use reset link to the account with this address. Answers the same whether or
 * not one exists, so the form cannot be used to find out who has an account.
 */
export async function forgotPassword(
  deps: AccountsDeps,
  input: ForgotPasswordRequest,
  ip: string,
): Promise<void> {
  await enforceLimit(deps.limiter, `reset:ip:${ip}`, deps.authRateLimit, window15m);
  const email = input.email.toLowerCase();
  // Per address as well, so nobody floods someone's inbox from many IPs.
  await enforceLimit(
    deps.limiter,
    `reset:email:${email}`,
    resetLinksPerAddressPerHour,
    4 * window15m,
  );
  const user = await deps.repo.findUserByLogin(email);
  if (!user || user.email_lower !== email) return;
  const secret = randomSecret();
  const created = deps.now();
  await deps.repo.insertPasswordReset({
    id: randomUUID(),
    userId: user.id,
    secretHash: hashSecret(secret),
    createdAt: created.toISOString(),
    expiresAt: new Date(created.getTime() + passwordResetMinutes * 60_000).toISOString(),
  });
  const link = `${deps.publicUrl}${sitePaths.resetPassword({ hash: secret })}`;
  const mail = { to: user.email, ...passwordResetEmail(user.name, link) };
  sendInBackground(deps.mailer, mail, deps.log, 'password reset e-mail not sent');
  if (deps.mailer.kind === 'outbox') deps.log.info({ to: user.email, link }, 'password reset link');
}

/**
 * Sets a new password with the e-mailed secret: the link works once and only until it expires,
 * and every session of the account ends (someone else may have been in it).
 */
export async function resetPassword(
  deps: AccountsDeps,
  input: ResetPasswordRequest,
  ip: string,
): Promise<void> {
  await enforceLimit(deps.limiter, `reset:use:${ip}`, deps.authRateLimit, window15m);
  const now = deps.now().toISOString();
  const reset = await deps.repo.findUsablePasswordReset(hashSecret(input.hash), now);
  const user = reset ? await deps.repo.findUserById(reset.user_id) : undefined;
  if (!reset || !user) throw new AppError('invalid_reset_link');
  // Checked before the link is used up, so a refused password can be replaced by a better one.
  await checkNewPassword(input.password, user);
  const passwordHash = await hashPassword(input.password);
  if (!(await deps.repo.resetPassword(reset.id, user.id, passwordHash, now)))
    throw new AppError('invalid_reset_link');
  // The sessions are gone; live sockets opened with their access tokens go with them.
  await endEverySession(deps, user.id);
  const notice = { to: user.email, ...passwordChangedEmail(user.name, deps.supportEmail) };
  sendInBackground(deps.mailer, notice, deps.log, 'password-changed e-mail not sent');
}
