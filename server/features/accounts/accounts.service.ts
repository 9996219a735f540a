import { randomUUID } from 'node:crypto';
import type {
  BypassLoginRequest,
  LoginRequest,
  LoginResponse,
  Me,
  ResendVerificationRequest,
  SetPlanRequest,
  SignupRequest,
  SignupResponse,
  TokenResponse,
  VerifyHashRequest,
  VerifyHashResponse,
} from '../../../common/api/accounts.js';
import { sessionLimits } from '../../../common/limits.js';
import { isUniqueViolation } from '../../db/connection.js';
import { AppError } from '../../errors.js';
import type { Mailer } from '../../integrations/email/mailer.js';
import {
  enforceLimit,
  refuseWhenExhausted,
  type RateLimiter,
} from '../../integrations/rate-limit/rate-limiter.js';
import type { AccountsRepository, UserRow } from './accounts.repository.js';
import { ChannelStepPending } from './channel-step.js';
import { verificationEmail } from './verification-email.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { hashSecret, randomSecret, signAccessToken, type Principal } from '../../auth/tokens.js';

/** What the accounts service needs from the outside world. */
export type AccountsDeps = {
  repo: AccountsRepository;
  mailer: Mailer;
  limiter: RateLimiter;
  jwtKey: Uint8Array;
  publicUrl: string;
  supportEmail: string;
  /** Attempts per IP in a 15-minute window for login, sign-up and re-sends. */
  authRateLimit: number;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /**
   * Finishes a Partner's channel check with the hash /join/verify/return posts (the YouTube
   * feature); undefined when the hash is not one of its results.
   */
  channelResults?: (hash: string) => Promise<{ uid: string } | undefined>;
  now?: () => Date;
};

/** What verifying a hash did, for the route: the answer, and whose channel step comes next. */
export type VerifyHashOutcome = VerifyHashResponse & {
  uid: string;
  /** The hash finished a channel check, so the account is now fully verified. */
  channelDone?: true;
};

const window15m = 15 * 60_000;
// Per account the limit is tighter than per IP: ten guesses at one password are plenty for a person.
const loginAttemptsPerAccount = 10;
const resendsPerAccountPerHour = 5;

/** Sign-up, verification, login and the refresh-token lifecycle (docs/product.md §7 Auth, §5, §8). */
export function accountsService(deps: AccountsDeps) {
  const { repo } = deps;
  const now = () => (deps.now ? deps.now() : new Date());

  async function sendVerification(
    user: Pick<UserRow, 'account_type' | 'email' | 'name'>,
    secret: string,
  ): Promise<void> {
    const page = user.account_type === 'Production' ? '/join/return' : '/join/verify';
    const link = `${deps.publicUrl}${page}?hash=${secret}`;
    await deps.mailer.send({ to: user.email, ...verificationEmail(user.name, link) });
    // In development the outbox is the inbox; the link in the log saves opening a file.
    if (deps.mailer.kind === 'outbox') deps.log.info({ to: user.email, link }, 'verification link');
  }

  function newVerification(userId: string) {
    const secret = randomSecret();
    const created = now();
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

  async function issueSession(
    user: UserRow,
    familyId: string = randomUUID(),
  ): Promise<TokenResponse> {
    const refreshToken = randomSecret();
    const created = now();
    await repo.insertRefreshToken({
      id: randomUUID(),
      familyId,
      userId: user.id,
      tokenHash: hashSecret(refreshToken),
      createdAt: created.toISOString(),
      expiresAt: new Date(
        created.getTime() + sessionLimits.refreshTokenDays * 86_400_000,
      ).toISOString(),
    });
    const accessToken = await signAccessToken(deps.jwtKey, {
      uid: user.id,
      accountType: user.account_type,
    });
    return { accessToken, refreshToken };
  }

  async function loginResponse(user: UserRow): Promise<LoginResponse> {
    const tokens = await issueSession(user);
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

  return {
    /** Creates an unverified account and e-mails the secret that verifies it. */
    async signup(input: SignupRequest, ip: string): Promise<SignupResponse> {
      await enforceLimit(deps.limiter, `signup:ip:${ip}`, deps.authRateLimit, window15m);
      // Per address too, so probing which e-mails have accounts is slow from many IPs as well.
      await enforceLimit(
        deps.limiter,
        `signup:email:${input.email.toLowerCase()}`,
        loginAttemptsPerAccount,
        window15m,
      );
      if (await repo.emailExists(input.email))
        throw new AppError('max_accounts', { email: deps.supportEmail });
      if (await repo.usernameExists(input.username)) throw new AppError('username_taken');

      const id = randomUUID();
      const created = now().toISOString();
      const common = {
        id,
        username: input.username,
        username_lower: input.username.toLowerCase(),
        email: input.email,
        email_lower: input.email.toLowerCase(),
        password_hash: await hashPassword(input.password),
        account_type: input.accountType,
        rating: 5,
        via: input.via || null,
        verified_at: null,
        created_at: created,
      };
      const row =
        input.accountType === 'Production'
          ? {
              ...common,
              name: input.username,
              plan: null,
              rblx_handle: null,
              target: null,
              is_editor: input.isEditor ? 1 : 0,
              is_artist: input.isArtist ? 1 : 0,
              edit_speed_days: input.isEditor ? (input.editSpeed ?? null) : null,
              thumbnail_speed_days: input.isArtist ? (input.thumbnailSpeed ?? null) : null,
            }
          : {
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

      const verification = newVerification(id);
      try {
        await repo.insertUserWithVerification(row, verification.record);
      } catch (error) {
        // Two sign-ups racing for the same name or address: the unique index decides.
        if (!isUniqueViolation(error)) throw error;
        if (await repo.emailExists(input.email))
          throw new AppError('max_accounts', { email: deps.supportEmail });
        throw new AppError('username_taken');
      }
      await sendVerification(row, verification.secret);
      return input.accountType === 'Partner'
        ? { hash: verification.record.id, email: input.email }
        : { hash: verification.record.id };
    },

    /** Sends a new verification link; answers the same whether or not the account exists. */
    async resendVerification(input: ResendVerificationRequest, ip: string): Promise<void> {
      await enforceLimit(deps.limiter, `resend:ip:${ip}`, deps.authRateLimit, window15m);
      await enforceLimit(
        deps.limiter,
        `resend:id:${input.uidValue.toLowerCase()}`,
        resendsPerAccountPerHour,
        4 * window15m,
      );
      const user = await repo.findUserByLogin(input.uidValue);
      const matches =
        user &&
        (input.uidName === 'Email'
          ? user.email_lower === input.uidValue.toLowerCase()
          : user.username_lower === input.uidValue.toLowerCase());
      // Only a link for an unproven e-mail: a Partner past it continues by logging in.
      if (!user || !matches || user.verified_at !== null || user.email_verified_at !== null) return;
      const verification = newVerification(user.id);
      await repo.insertVerification(verification.record);
      await sendVerification(user, verification.secret);
    },

    /**
     * Consumes the e-mailed secret (single use, valid for 48 hours), or the hash of a passed
     * channel check. A Partner whose e-mail is now verified but who has no channel yet is told
     * the channel step comes next.
     */
    async verifyHash(input: VerifyHashRequest): Promise<VerifyHashOutcome> {
      const user = await repo.consumeVerification(hashSecret(input.hash), now().toISOString());
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
    },

    /** Checks the password, then the verification, and opens a new session. */
    async login(input: LoginRequest, ip: string): Promise<LoginResponse> {
      await enforceLimit(deps.limiter, `login:ip:${ip}`, deps.authRateLimit, window15m);
      const user = await repo.findUserByLogin(input.username);
      // Keyed by the account, so guesses by username and by e-mail share one count.
      const account = user?.id ?? input.username.toLowerCase();
      // Only wrong passwords count per account: someone who logs in often from several devices is
      // never locked out, while guesses stop after ten.
      const accountKey = `login:acct:${account}`;
      await refuseWhenExhausted(deps.limiter, accountKey, loginAttemptsPerAccount);
      const ok = await verifyPassword(user?.password_hash, input.password);
      if (!user || !ok) {
        await enforceLimit(deps.limiter, accountKey, loginAttemptsPerAccount, window15m);
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
      return loginResponse(user);
    },

    /** A signed-in Admin opens a fresh session with its own token instead of its password. */
    async bypassLogin(who: Principal, input: BypassLoginRequest): Promise<LoginResponse> {
      if (who.accountType !== 'Admin') throw new AppError('forbidden');
      const user = await repo.findUserById(who.uid);
      if (!user || user.account_type !== 'Admin') throw new AppError('forbidden');
      if (user.username_lower !== input.username.toLowerCase()) throw new AppError('forbidden');
      return loginResponse(user);
    },

    /** Rotates a refresh token; a token used twice revokes its whole family. */
    async refresh(token: string | undefined): Promise<TokenResponse> {
      const withinGrace = (replacedAt: string) =>
        now().getTime() - Date.parse(replacedAt) <= sessionLimits.refreshReuseGraceSeconds * 1000;
      if (!token) throw new AppError('invalid_grant');
      const stored = await repo.findRefreshToken(hashSecret(token));
      const at = now().toISOString();
      if (!stored) throw new AppError('invalid_grant');
      if (
        stored.replaced_at !== null &&
        stored.revoked_at === null &&
        withinGrace(stored.replaced_at)
      ) {
        // The answer that carried this token's successor never arrived (a reload or a closed tab
        // cut the request short), so the browser still holds this one. Treating that as theft
        // would log the user out; instead the undelivered successor is withdrawn and a new one
        // issued in the same family. Outside this short window, reuse still revokes the family.
        await repo.revokeUnusedInFamily(stored.family_id, at);
        const user = await repo.findUserById(stored.user_id);
        if (!user) throw new AppError('invalid_grant');
        return issueSession(user, stored.family_id);
      }
      if (stored.replaced_at !== null || stored.revoked_at !== null) {
        await repo.revokeFamily(stored.family_id, at);
        deps.log.warn({ family: stored.family_id }, 'refresh token reused; family revoked');
        throw new AppError('invalid_grant');
      }
      if (stored.expires_at <= at) throw new AppError('invalid_grant');
      if (!(await repo.markRefreshTokenReplaced(stored.id, at))) {
        await repo.revokeFamily(stored.family_id, at);
        throw new AppError('invalid_grant');
      }
      const user = await repo.findUserById(stored.user_id);
      if (!user) throw new AppError('invalid_grant');
      return issueSession(user, stored.family_id);
    },

    /** Ends the session the refresh token belongs to; unknown tokens are ignored. */
    async logout(token: string | undefined): Promise<void> {
      if (!token) return;
      const stored = await repo.findRefreshToken(hashSecret(token));
      if (stored) await repo.revokeFamily(stored.family_id, now().toISOString());
    },

    /** The signed-in user's own profile. */
    async me(who: Principal): Promise<Me> {
      const user = await repo.findUserById(who.uid);
      if (!user) throw new AppError('unauthorized');
      return {
        uid: user.id,
        username: user.username,
        name: user.name,
        email: user.email,
        accountType: user.account_type,
        plan: user.plan,
        rating: user.rating,
        isEditor: user.is_editor === 1,
        isArtist: user.is_artist === 1,
        editSpeedDays: user.edit_speed_days,
        thumbnailSpeedDays: user.thumbnail_speed_days,
        createdAt: user.created_at,
      };
    },

    /** An Admin moves a Partner between the Standard and Premium plans. */
    async setPlan(who: Principal, input: SetPlanRequest): Promise<void> {
      if (who.accountType !== 'Admin') throw new AppError('forbidden');
      const user = await repo.findUserById(input.uid);
      if (!user || user.account_type !== 'Partner') throw new AppError('not_found');
      await repo.setPlan(user.id, input.plan);
    },
  };
}

/** The accounts service's shape, for routes and tests. */
export type AccountsService = ReturnType<typeof accountsService>;
