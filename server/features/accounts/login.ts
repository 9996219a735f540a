import type {
  BypassLoginRequest,
  LoginRequest,
  LoginResponse,
} from '../../../common/api/accounts.js';
import { AppError } from '../../errors.js';
import { enforceLimit } from '../../integrations/rate-limit/rate-limiter.js';
import { verifyPassword } from '../../auth/passwords.js';
import { hashSecret, type Principal } from '../../auth/tokens.js';
import { window15m, type AccountsDeps } from './accounts-deps.js';
import type { UserRow } from './accounts.repository.js';
import { ChannelStepPending } from './channel-step.js';
import { recordFailure, refuseWhileLocked } from './login-throttle.js';
import { issueSession } from './sessions.js';
import { newSessionId, recordSignIn, type SignInClient } from './sign-ins.js';

/** A new session with the account's details, as the login answers carry them. */
async function loginResponse(
  deps: AccountsDeps,
  user: UserRow,
  client: SignInClient,
): Promise<LoginResponse> {
  const sessionId = newSessionId();
  const tokens = await issueSession(deps, user, sessionId);
  await recordSignIn(deps, user, sessionId, client);
  const base = {
    error: 'none' as const,
    userid: user.username,
    useremail: user.email,
    useruid: user.id,
    useraccounttype: user.account_type,
    userrating: user.rating,
    name: user.name,
    plan: user.plan,
    ...tokens,
  };
  if (user.account_type === 'Production')
    return {
      ...base,
      iseditor: user.is_editor === 1,
      isartist: user.is_artist === 1,
      edit_speed: user.edit_speed_days,
      thumbnail_speed: user.thumbnail_speed_days,
    };
  if (user.account_type === 'Partner' || user.account_type === 'Affiliate')
    // Teams and game partnerships arrive with their own issues; until then both counts are zero.
    return {
      ...base,
      userrblx: user.rblx_handle ?? '',
      usertarget: user.target,
      userownership: 0,
      usereditors: 0,
    };
  return base;
}

/** Checks the password, then the verification, and opens a new session. */
export async function login(
  deps: AccountsDeps,
  input: LoginRequest,
  client: SignInClient,
): Promise<LoginResponse> {
  const { ip } = client;
  await enforceLimit(deps.limiter, `login:ip:${ip}`, deps.authRateLimit, window15m);
  const user = await deps.repo.findUserByLogin(input.username);
  // Keyed by the account, so guesses by username and by e-mail share one count.
  const account = user?.id ?? input.username.toLowerCase();
  await refuseWhileLocked(deps, account, ip, async () =>
    user && client.device ? deps.repo.knownDevice(user.id, hashSecret(client.device)) : false,
  );
  const ok = await verifyPassword(user?.password_hash, input.password);
  if (!user || !ok) {
    await recordFailure(deps, account, ip, user);
    throw new AppError('wrong_login');
  }
  // The password is right: a Partner past the e-mail step may go on to the channel step.
  if (
    user.verified_at === null &&
    user.account_type === 'Partner' &&
    user.email_verified_at !== null
  )
    throw new ChannelStepPending(user.id, user.username);
  if (user.verified_at === null)
    throw new AppError(
      user.account_type === 'Production' ? 'unverified_staff' : 'unverified_client',
      { username: user.username },
    );
  return loginResponse(deps, user, client);
}

/** A signed-in Admin opens a fresh session with its own token instead of its password. */
export async function bypassLogin(
  deps: AccountsDeps,
  who: Principal,
  input: BypassLoginRequest,
  client: SignInClient,
): Promise<LoginResponse> {
  if (who.accountType !== 'Admin') throw new AppError('forbidden');
  const user = await deps.repo.findUserById(who.uid);
  if (!user || user.account_type !== 'Admin') throw new AppError('forbidden');
  if (user.username_lower !== input.username.toLowerCase()) throw new AppError('forbidden');
  return loginResponse(deps, user, client);
}
