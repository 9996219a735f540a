import { randomUUID } from 'node:crypto';
import type {
  ResendVerificationRequest,
  VerifyHashRequest,
  VerifyHashResponse,
} from '../../../common/api/accounts.js';
import { sessionLimits } from '../../../common/limits.js';
import { sitePaths } from '../../../common/paths.js';
import { AppError } from '../../errors.js';
import { enforceLimit } from '../../integrations/rate-limit/rate-limiter.js';
import { hashSecret, randomSecret } from '../../auth/tokens.js';
import { window15m, type AccountsDeps } from './accounts-deps.js';
import type { NewVerification, UserRow } from './accounts.repository.js';
import { verificationEmail } from './verification-email.js';
import { sendInBackground } from '../../integrations/email/send-in-background.js';

const resendsPerAccountPerHour = 5;

/** What verifying a hash did, for the route: the answer, and whose channel step comes next. */
export type VerifyHashOutcome = VerifyHashResponse & {
  uid: string;
  /** The hash finished a channel check, so the account is now fully verified. */
  channelDone?: true;
};

/** E-mails the verification link carrying `secret`. */
export async function sendVerification(
  deps: AccountsDeps,
  user: Pick<UserRow, 'account_type' | 'email' | 'name'>,
  secret: string,
): Promise<void> {
  const page = user.account_type === 'Production' ? '/join/return' : '/join/verify';
  const link = `${deps.publicUrl}${page}?hash=${secret}`;
  const mail = verificationEmail(user.name, link, {
    accountType: user.account_type,
    loginUrl: `${deps.publicUrl}${sitePaths.login}`,
  });
  sendInBackground(
    deps.mailer,
    { to: user.email, ...mail },
    deps.log,
    'verification e-mail not sent',
  );
  // In development the outbox is the inbox; the link in the log saves opening a file.
  if (deps.mailer.kind === 'outbox') deps.log.info({ to: user.email, link }, 'verification link');
}

/** A fresh verification secret for `userId` and the record that stores only its hash. */
export function newVerification(
  deps: AccountsDeps,
  userId: string,
): { secret: string; record: NewVerification } {
  const secret = randomSecret();
  const created = deps.now();
  return {
    secret,
    record: {
      id: randomUUID(),
      userId,
      secretHash: hashSecret(secret),
      createdAt: created.toISOString(),
      expiresAt: new Date(
        created.getTime() + sessionLimits.verificationHours * 3_600_000,
      ).toISOString(),
    },
  };
}

/** Sends a new verification link; answers the same whether or not the account exists. */
export async function resendVerification(
  deps: AccountsDeps,
  input: ResendVerificationRequest,
  ip: string,
): Promise<void> {
  await enforceLimit(deps.limiter, `resend:ip:${ip}`, deps.authRateLimit, window15m);
  await enforceLimit(
    deps.limiter,
    `resend:id:${input.uidValue.toLowerCase()}`,
    resendsPerAccountPerHour,
    4 * window15m,
  );
  const user = await deps.repo.findUserByLogin(input.uidValue);
  const matches =
    user &&
    (input.uidName === 'Email'
      ? user.email_lower === input.uidValue.toLowerCase()
      : user.username_lower === input.uidValue.toLowerCase());
  // Only a link for an unproven e-mail: a Partner past it continues by logging in.
  if (!user || !matches || user.verified_at !== null || user.email_verified_at !== null) return;
  const verification = newVerification(deps, user.id);
  await deps.repo.insertVerification(verification.record);
  await sendVerification(deps, user, verification.secret);
}

/**
 * Consumes the e-mailed secret (single use, valid for 48 hours), or the hash of a passed
 * channel check. A Partner whose e-mail is now verified but who has no channel yet is told
 * the channel step comes next.
 */
export async function verifyHash(
  deps: AccountsDeps,
  input: VerifyHashRequest,
  ip: string,
): Promise<VerifyHashOutcome> {
  // The secrets are far too long to guess; the limit keeps one address from hammering the table.
  await enforceLimit(deps.limiter, `verify:ip:${ip}`, deps.authRateLimit, window15m);
  const user = await deps.repo.consumeVerification(
    hashSecret(input.hash),
    deps.now().toISOString(),
  );
  if (user) {
    const channelNext = user.account_type === 'Partner' && user.verified_at === null;
    return {
      ok: true,
      accountType: user.account_type,
      uid: user.id,
      ...(channelNext ? { next: 'youtube' as const } : {}),
    };
  }
  const channel = deps.channelResults ? await deps.channelResults(input.hash) : undefined;
  if (!channel) throw new AppError('invalid_hash');
  return { ok: true, accountType: 'Partner', uid: channel.uid, channelDone: true };
}
