import { randomUUID } from 'node:crypto';
import * as oauth from 'oauth4webapi';
import { eligibilityLimits as L } from '../../../common/limits.js';
import { hashSecret, randomSecret } from '../../auth/tokens.js';
import { isUniqueViolation } from '../../db/connection.js';
import { AppError } from '../../errors.js';
import { GoogleApiError, type GoogleIdentity } from '../../integrations/google/google-client.js';
import { enforceLimit } from '../../integrations/rate-limit/rate-limiter.js';
import { decideEligibility } from './eligibility.js';
import { minutes, redirectUriOf, type YoutubeDeps } from './youtube-deps.js';

// A Partner's channel check (docs/product.md §1, §2, §5): start it, take Google's answer, finish it.

/** The page that shows a check's outcome (docs/product.md §2 /join/verify/return). */
const returnPage = '/join/verify/return';

const returnTo = (query: Record<string, string>) =>
  `${returnPage}?${new URLSearchParams(query).toString()}`;

/**
 * Starts a check for account `uid` (from the channel-step cookie): a fresh `state` bound to
 * the account and a PKCE pair, kept for 10 minutes; answers the consent page's URL and the
 * state, which the route also binds to this browser.
 */
export async function startCheck(
  deps: YoutubeDeps,
  uid: string,
): Promise<{ url: string; state: string }> {
  const { repo, google } = deps;
  if (!google.client) throw new AppError('verification_unavailable');
  await enforceLimit(deps.limiter, `youtube:start:${uid}`, L.startsPer15Minutes, 15 * 60_000);
  const account = await repo.findAccount(uid);
  if (
    !account ||
    account.account_type !== 'Partner' ||
    account.email_verified_at === null ||
    account.verified_at !== null
  )
    throw new AppError('channel_step_expired');
  const at = deps.now();
  await repo.deleteStale(minutes(at, -24 * 60));
  const state = oauth.generateRandomState();
  const codeVerifier = oauth.generateRandomCodeVerifier();
  await repo.insertCheck({
    id: randomUUID(),
    userId: uid,
    stateHash: hashSecret(state),
    codeVerifier,
    createdAt: at.toISOString(),
    expiresAt: minutes(at, L.consentMinutes),
  });
  const url = google.client.authorizationUrl({
    state,
    codeChallenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
    redirectUri: redirectUriOf(deps),
    loginHint: account.email,
  });
  return { url, state };
}

/**
 * Google's answer: checks the state (known, unused, unexpired and this browser's), exchanges
 * the code, applies the rules, and answers where to send the browser: /join/verify/return
 * with an `error`, or with a one-time `hash` the page posts to finish the verification.
 */
export async function callback(
  deps: YoutubeDeps,
  query: URLSearchParams,
  browserState: string | undefined,
): Promise<string> {
  const { repo, google } = deps;
  const failed = (why: string, extra: object = {}) => {
    deps.log.warn({ ...extra, why }, 'youtube check failed');
    return returnTo({ error: 'failed' });
  };
  const state = query.get('state');
  if (!state) return failed('no state');
  // Bound to the browser that started the check, so a link to someone else's consent is useless.
  if (browserState !== state) return failed('state not bound to this browser');
  const at = deps.now();
  const check = await repo.consumeState(hashSecret(state), at.toISOString());
  if (!check || !google.client) return failed('unknown, used or expired state');

  const error = query.get('error');
  if (error) {
    const outcome = error === 'access_denied' ? 'cancelled' : 'failed';
    await repo.recordOutcome(check.id, outcome);
    deps.log.info({ check: check.id, error }, 'google answered an error');
    return returnTo({ error: outcome });
  }
  if (!query.get('code')) {
    await repo.recordOutcome(check.id, 'failed');
    return failed('no code', { check: check.id });
  }

  let identity: GoogleIdentity;
  try {
    identity = await google.client.identify({
      callback: query,
      state,
      codeVerifier: check.code_verifier,
      redirectUri: redirectUriOf(deps),
    });
  } catch (cause) {
    if (!(cause instanceof GoogleApiError)) throw cause;
    await repo.recordOutcome(check.id, 'failed');
    return failed(cause.message, { check: check.id });
  }

  const account = await repo.findAccount(check.user_id);
  const first = identity.channels[0];
  const owner = first ? await repo.channelOwner(first.id) : undefined;
  const decision = decideEligibility(account, identity, at.toISOString(), owner);
  deps.log.info(
    { check: check.id, outcome: decision.outcome, channel: decision.channel?.channelId },
    'youtube check',
  );
  if (decision.outcome !== 'eligible') {
    await repo.recordOutcome(check.id, decision.outcome, decision.channel);
    return returnTo({ error: decision.outcome });
  }
  const secret = randomSecret();
  await repo.recordOutcome(check.id, 'eligible', decision.channel, {
    hash: hashSecret(secret),
    expiresAt: minutes(at, L.resultMinutes),
  });
  return returnTo({ hash: secret });
}

/**
 * Finishes an eligible check with the hash the return page posts: the channel is stored on
 * the account, which now counts as verified. Undefined for any other hash.
 */
export async function completeResult(
  deps: YoutubeDeps,
  hash: string,
): Promise<{ uid: string } | undefined> {
  const { repo } = deps;
  try {
    return await repo.commitResult(hashSecret(hash), deps.now().toISOString());
  } catch (error) {
    // Another Partner linked the same channel between the callback and this post.
    if (isUniqueViolation(error)) throw new AppError('channel_taken');
    throw error;
  }
}
