import type { ChangePasswordRequest } from '../../../common/api/accounts.js';
import { describeError } from '../../../common/errors.js';
import { checkNewPassword } from '../../auth/password-policy.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { hashSecret, type Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import { enforceLimit } from '../../integrations/rate-limit/rate-limiter.js';
import { window15m, type AccountsDeps } from './accounts-deps.js';
import { passwordChangedEmail } from './password-emails.js';
import { endEverySession } from './end-sessions.js';
import { sendInBackground } from '../../integrations/email/send-in-background.js';

const changesPerAccount = 10;

/**
 * The signed-in user sets a new password after proving the current one. Every other session
 * ends; the one the request came from (its refresh cookie) stays logged in.
 */
export async function changePassword(
  deps: AccountsDeps,
  who: Principal,
  input: ChangePasswordRequest,
  refreshToken: string | undefined,
): Promise<void> {
  // A stolen access token must not become an unlimited way to guess the password.
  await enforceLimit(deps.limiter, `password:change:${who.uid}`, changesPerAccount, window15m);
  const user = await deps.repo.findUserById(who.uid);
  if (!user) throw new AppError('unauthorized');
  if (!(await verifyPassword(user.password_hash, input.currentPassword)))
    throw new AppError(
      'wrong_current_password',
      {},
      { currentPassword: describeError('wrong_current_password').message },
    );
  await checkNewPassword(input.password, user);
  const current = refreshToken
    ? await deps.repo.findRefreshToken(hashSecret(refreshToken))
    : undefined;
  const keepFamily = current?.user_id === user.id ? current.family_id : undefined;
  const passwordHash = await hashPassword(input.password);
  await deps.repo.changePassword(user.id, passwordHash, keepFamily, deps.now().toISOString());
  // Every socket ends; the device that changed the password renews through its kept session.
  await endEverySession(deps, user.id);
  const notice = { to: user.email, ...passwordChangedEmail(user.name, deps.supportEmail) };
  sendInBackground(deps.mailer, notice, deps.log, 'password-changed e-mail not sent');
}
