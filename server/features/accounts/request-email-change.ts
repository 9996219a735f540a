import { randomUUID } from 'node:crypto';
import { emailChangeHours, type ChangeEmailRequest } from '../../../common/api/accounts.js';
import { describeError } from '../../../common/errors.js';
import { sitePaths } from '../../../common/paths.js';
import { verifyPassword } from '../../auth/passwords.js';
import { hashSecret, randomSecret, type Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import { enforceLimit } from '../../integrations/rate-limit/rate-limiter.js';
import { window15m } from './accounts-deps.js';
import type { ProfileDeps } from './profile-deps.js';
import { confirmEmailChangeEmail } from './profile-emails.js';
import { sendInBackground } from '../../integrations/email/send-in-background.js';

const requestsPerAccount = 5;

/**
 * PUT /api/user/email: after the current password, e-mails a link to the NEW address. The account
 * keeps its address until that link is followed, so a typo or someone else's inbox changes
 * nothing; only the latest link works.
 */
export async function requestEmailChange(
  deps: ProfileDeps,
  who: Principal,
  input: ChangeEmailRequest,
): Promise<void> {
  // Each request checks a password and sends an e-mail: both need a bound.
  await enforceLimit(deps.limiter, `email:change:${who.uid}`, requestsPerAccount, 4 * window15m);
  const user = await deps.repo.findUserById(who.uid);
  if (!user) throw new AppError('unauthorized');
  if (!(await verifyPassword(user.password_hash, input.currentPassword)))
    throw new AppError(
      'wrong_current_password',
      {},
      { currentPassword: describeError('wrong_current_password').message },
    );
  const email = input.email;
  if (email.toLowerCase() === user.email_lower)
    throw new AppError('invalid_input', {}, { email: 'This is already your address.' });
  if (await deps.repo.emailExists(email))
    throw new AppError('email_in_use', {}, { email: describeError('email_in_use').message });
  const secret = randomSecret();
  const created = deps.now();
  await deps.repo.replaceEmailChange({
    id: randomUUID(),
    userId: user.id,
    newEmail: email,
    secretHash: hashSecret(secret),
    createdAt: created.toISOString(),
    expiresAt: new Date(created.getTime() + emailChangeHours * 3_600_000).toISOString(),
  });
  const link = `${deps.publicUrl}${sitePaths.confirmEmail({ hash: secret })}`;
  const mail = { to: email, ...confirmEmailChangeEmail(user.name, link) };
  sendInBackground(deps.mailer, mail, deps.log, 'e-mail change link not sent');
  if (deps.mailer.kind === 'outbox') deps.log.info({ to: email, link }, 'e-mail change link');
}
