import { randomUUID } from 'node:crypto';
import type { SignupRequest, SignupResponse } from '../../../common/api/accounts.js';
import { isUniqueViolation } from '../../db/connection.js';
import { AppError } from '../../errors.js';
import { enforceLimit } from '../../integrations/rate-limit/rate-limiter.js';
import { checkNewPassword } from '../../auth/password-policy.js';
import { hashPassword } from '../../auth/passwords.js';
import { loginAttemptsPerAccount, window15m, type AccountsDeps } from './accounts-deps.js';
import { newVerification, sendVerification } from './verification.js';

/** The account row a sign-up stores: staff carry roles and speeds, clients a name and plan. */
function newUserRow(input: SignupRequest, id: string, created: string, passwordHash: string) {
  const common = {
    id,
    username: input.username,
    username_lower: input.username.toLowerCase(),
    email: input.email,
    email_lower: input.email.toLowerCase(),
    password_hash: passwordHash,
    account_type: input.accountType,
    rating: 5,
    via: input.via || null,
    verified_at: null,
    created_at: created,
  };
  if (input.accountType === 'Production')
    return {
      ...common,
      name: input.username,
      plan: null,
      rblx_handle: null,
      target: null,
      is_editor: input.isEditor ? 1 : 0,
      is_artist: input.isArtist ? 1 : 0,
      edit_speed_days: input.isEditor ? (input.editSpeed ?? null) : null,
      thumbnail_speed_days: input.isArtist ? (input.thumbnailSpeed ?? null) : null,
    };
  return {
    ...common,
    name: input.name,
    plan:
      input.accountType === 'Partner'
        ? input.package === 'premium'
          ? ('Premium' as const)
          : ('Standard' as const)
        : null,
    rblx_handle: input.rblxHandle,
    target: input.accountType === 'Partner' ? input.target : null,
    is_editor: 0,
    is_artist: 0,
    edit_speed_days: null,
    thumbnail_speed_days: null,
  };
}

/** Creates an unverified account and e-mails the secret that verifies it. */
export async function signup(
  deps: AccountsDeps,
  input: SignupRequest,
  ip: string,
): Promise<SignupResponse> {
  const { repo } = deps;
  await enforceLimit(deps.limiter, `signup:ip:${ip}`, deps.authRateLimit, window15m);
  // Per address too, so probing which e-mails have accounts is slow from many IPs as well.
  await enforceLimit(
    deps.limiter,
    `signup:email:${input.email.toLowerCase()}`,
    loginAttemptsPerAccount,
    window15m,
  );
  await checkNewPassword(input.password, input);
  // Hashed before the look-ups, so a known and an unknown e-mail take the same time to answer:
  // the hash is by far the slowest step, and skipping it for a taken address would tell.
  const passwordHash = await hashPassword(input.password);
  if (await repo.emailExists(input.email))
    throw new AppError('max_accounts', { email: deps.supportEmail });
  if (await repo.usernameExists(input.username)) throw new AppError('username_taken');

  const id = randomUUID();
  const created = deps.now().toISOString();
  const row = newUserRow(input, id, created, passwordHash);
  const verification = newVerification(deps, id);
  try {
    await repo.insertUserWithVerification(row, verification.record);
  } catch (error) {
    // Two sign-ups racing for the same name or address: the unique index decides.
    if (!isUniqueViolation(error)) throw error;
    if (await repo.emailExists(input.email))
      throw new AppError('max_accounts', { email: deps.supportEmail });
    throw new AppError('username_taken');
  }
  await sendVerification(deps, row, verification.secret);
  return input.accountType === 'Partner'
    ? { hash: verification.record.id, email: input.email }
    : { hash: verification.record.id };
}
