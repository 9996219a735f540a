import type { ConfirmEmailRequest, ConfirmEmailResponse } from '../../../common/api/accounts.js';
import { hashSecret } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import { enforceLimit } from '../../integrations/rate-limit/rate-limiter.js';
import { window15m } from './accounts-deps.js';
import type { ProfileDeps } from './profile-deps.js';
import { emailChangedEmail } from './profile-emails.js';
import { sendInBackground } from '../../integrations/email/send-in-background.js';

/**
 * POST /api/auth/email/confirm: the link sent to the new address was followed. It needs no
 * session (it may be opened on a phone); the secret is the proof. The account takes the address
 * and the old address is told, in case the change was not its owner's.
 */
export async function confirmEmailChange(
  deps: ProfileDeps,
  input: ConfirmEmailRequest,
  ip: string,
): Promise<ConfirmEmailResponse> {
  await enforceLimit(deps.limiter, `email:confirm:${ip}`, deps.authRateLimit, window15m);
  const now = deps.now().toISOString();
  const change = await deps.repo.findUsableEmailChange(hashSecret(input.hash), now);
  const user = change ? await deps.repo.findUserById(change.user_id) : undefined;
  if (!change || !user) throw new AppError('invalid_email_link');
  // Another account may have taken the address since the link was sent.
  if (await deps.repo.emailExists(change.new_email)) throw new AppError('email_in_use');
  if (!(await deps.repo.applyEmailChange(change.id, user.id, change.new_email, now)))
    throw new AppError('invalid_email_link');
  const notice = {
    to: user.email,
    ...emailChangedEmail(user.name, change.new_email, deps.supportEmail),
  };
  sendInBackground(deps.mailer, notice, deps.log, 'e-mail-changed notice not sent');
  return { uid: user.id, email: change.new_email };
}
