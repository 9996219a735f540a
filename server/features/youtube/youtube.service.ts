import { randomUUID } from 'node:crypto';
import * as oauth from 'oauth4webapi';
import {
  isEligibleCount,
  youtubeCallbackPath,
  type ChannelCheck,
  type RecheckRequest,
  type SandboxConsentRequest,
  type VerifyReturnError,
} from '../../../common/api/youtube.js';
import { eligibilityLimits as L } from '../../../common/limits.js';
import { isUniqueViolation } from '../../db/connection.js';
import { AppError } from '../../errors.js';
import type { GoogleChoice } from '../../integrations/google/choose-client.js';
import { GoogleApiError, type GoogleIdentity } from '../../integrations/google/google-client.js';
import { googleScopes } from '../../integrations/google/google-oauth-client.js';
import { enforceLimit, type RateLimiter } from '../../integrations/rate-limit/rate-limiter.js';
import { requireAccountType } from '../../auth/permissions.js';
import { hashSecret, randomSecret, type Principal } from '../../auth/tokens.js';
import type { CheckedAccount, StoredChannel, YoutubeRepository } from './youtube.repository.js';

/** What the eligibility check needs from the outside world. */
export type YoutubeDeps = {
  repo: YoutubeRepository;
  google: GoogleChoice;
  limiter: RateLimiter;
  /** The site's public address: Google sends the browser back to PUBLIC_URL + the callback. */
  publicUrl: string;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  now?: () => Date;
};

/** The page that shows a check's outcome (docs/product.md §2 /join/verify/return). */
const returnPage = '/join/verify/return';

const minutes = (at: Date, n: number) => new Date(at.getTime() + n * 60_000).toISOString();

/** What the callback decides, before it is stored. */
type Decision =
  | { outcome: VerifyReturnError; channel?: StoredChannel }
  | { outcome: 'eligible'; channel: StoredChannel };

/**
 * The rules of §1 and §5 for one consent: the e-mail must be the account's, the account needs a
 * channel, the channel at least 50,000 visible subscribers and no other Partner already.
 */
export function decideEligibility(
  account: CheckedAccount | undefined,
  identity: GoogleIdentity,
  checkedAt: string,
  channelOwner: string | undefined,
): Decision {
  // The account the verification was started for is gone, or Google named no usable e-mail.
  if (!account || account.account_type !== 'Partner') return { outcome: 'no_email' };
  if (!identity.email || !identity.emailVerified) return { outcome: 'no_email' };
  if (identity.email.toLowerCase() !== account.email.toLowerCase()) return { outcome: 'not_found' };
  const first = identity.channels[0];
  if (!first) return { outcome: 'no_channel' };
  const channel: StoredChannel = {
    channelId: first.id,
    title: first.title,
    subscribers: first.subscriberCount,
    checkedAt,
  };
  if (!isEligibleCount(first.subscriberCount)) return { outcome: 'not_eligible', channel };
  if (channelOwner !== undefined && channelOwner !== account.id)
    return { outcome: 'channel_taken', channel };
  return { outcome: 'eligible', channel };
}

/** Partner eligibility with Google and the YouTube Data API (docs/product.md §1, §2, §5, §7). */
export function youtubeService(deps: YoutubeDeps) {
  const { repo, google } = deps;
  const now = () => (deps.now ? deps.now() : new Date());
  const redirectUri = `${deps.publicUrl}${youtubeCallbackPath}`;
  const returnTo = (query: Record<string, string>) =>
    `${returnPage}?${new URLSearchParams(query).toString()}`;

  return {
    /**
     * Starts a check for account `uid` (from the channel-step cookie): a fresh `state` bound to
     * the account and a PKCE pair, kept for 10 minutes; answers the consent page's URL and the
     * state, which the route also binds to this browser.
     */
    async start(uid: string): Promise<{ url: string; state: string }> {
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
      const at = now();
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
        redirectUri,
        loginHint: account.email,
      });
      return { url, state };
    },

    /**
     * Google's answer: checks the state (known, unused, unexpired and this browser's), exchanges
     * the code, applies the rules, and answers where to send the browser: /join/verify/return
     * with an `error`, or with a one-time `hash` the page posts to finish the verification.
     */
    async callback(query: URLSearchParams, browserState: string | undefined): Promise<string> {
      const failed = (why: string, extra: object = {}) => {
        deps.log.warn({ ...extra, why }, 'youtube check failed');
        return returnTo({ error: 'failed' });
      };
      const state = query.get('state');
      if (!state) return failed('no state');
      // Bound to the browser that started the check, so a link to someone else's consent is useless.
      if (browserState !== state) return failed('state not bound to this browser');
      const at = now();
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
          redirectUri,
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
    },

    /**
     * Finishes an eligible check with the hash the return page posts: the channel is stored on
     * the account, which now counts as verified. Undefined for any other hash.
     */
    async completeResult(hash: string): Promise<{ uid: string } | undefined> {
      try {
        return await repo.commitResult(hashSecret(hash), now().toISOString());
      } catch (error) {
        // Another Partner linked the same channel between the callback and this post.
        if (isUniqueViolation(error)) throw new AppError('channel_taken');
        throw error;
      }
    },

    /** The sandbox consent page's answer: where Google would now send the browser. */
    async sandboxConsent(input: SandboxConsentRequest): Promise<{ url: string }> {
      // Only without GOOGLE_CLIENT_ID and never in production (chooseGoogleClient).
      if (!google.sandbox) throw new AppError('not_found');
      // Relative, so the state cookie set on whatever host the tester uses comes along.
      const back = (query: Record<string, string>) =>
        `${youtubeCallbackPath}?${new URLSearchParams(query).toString()}`;
      if (!input.allow) return { url: back({ state: input.state, error: 'access_denied' }) };
      const code = google.sandbox.approve(
        {
          email: input.email,
          noChannel: input.noChannel,
          channelTitle: input.channelTitle,
          channelId: input.channelId || undefined,
          subscribers: input.subscribers,
          hidden: input.hidden,
        },
        input.codeChallenge,
      );
      return { url: back({ state: input.state, code, scope: googleScopes }) };
    },

    /**
     * An Admin re-reads a Partner's channel statistics and stores them. It reports eligibility
     * and leaves the account's access alone: what to do about a shrunk channel is the Admin's call.
     */
    async recheck(who: Principal, input: RecheckRequest): Promise<ChannelCheck> {
      requireAccountType(who, 'Admin');
      const account = await repo.findAccount(input.uid);
      if (!account || account.account_type !== 'Partner') throw new AppError('not_found');
      const channelId = account.youtube_channel_id;
      if (!channelId) throw new AppError('no_channel_linked');
      if (!google.client) throw new AppError('verification_unavailable');
      const lookup = google.client.channelById;
      if (!lookup) throw new AppError('recheck_unavailable');
      let facts;
      try {
        facts = await lookup(channelId);
      } catch (error) {
        if (!(error instanceof GoogleApiError)) throw error;
        deps.log.warn({ uid: account.id, why: error.message }, 'youtube re-check failed');
        throw new AppError('youtube_failed');
      }
      if (!facts)
        return {
          uid: account.id,
          channelId,
          channelTitle: account.youtube_channel_title,
          subscriberCount: account.youtube_subscriber_count,
          checkedAt: account.youtube_checked_at,
          found: false,
          eligible: false,
        };
      const checkedAt = now().toISOString();
      await repo.updateChannelFacts(account.id, {
        title: facts.title,
        subscribers: facts.subscriberCount,
        checkedAt,
      });
      return {
        uid: account.id,
        channelId,
        channelTitle: facts.title,
        subscriberCount: facts.subscriberCount,
        checkedAt,
        found: true,
        eligible: isEligibleCount(facts.subscriberCount),
      };
    },
  };
}

/** The YouTube service's shape, for routes and tests. */
export type YoutubeService = ReturnType<typeof youtubeService>;
