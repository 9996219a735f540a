import { randomUUID } from 'node:crypto';
import * as oauth from 'oauth4webapi';
import { publishConsentCallbackPath, type PublishConsent } from '../../../common/api/publishing.js';
import { dashboardPaths } from '../../../common/paths.js';
import { hashSecret } from '../../auth/tokens.js';
import { requireAccountType } from '../../auth/permissions.js';
import type { Principal } from '../../auth/tokens.js';
import { AppError } from '../../errors.js';
import { allowsResults } from '../../integrations/youtube/youtube-analytics.js';
import { YoutubeError, type ConsentPurpose } from '../../integrations/youtube/youtube-publisher.js';
import { after, type PublishingDeps } from './publishing-deps.js';

// The Partner's consent to upload to their channel: incremental authorization with PKCE and
// offline access (as the channel check, plus a refresh token), kept sealed, revocable.

const consentMinutes = 10;

const redirectUriOf = (deps: PublishingDeps) => `${deps.publicUrl}${publishConsentCallbackPath}`;

/** Where the browser lands after the consent, with `youtube=connected|cancelled|failed`. */
const backTo = (outcome: string) => `${dashboardPaths.settings}?youtube=${outcome}`;

export async function consentOf(
  deps: PublishingDeps,
  principal: Principal,
): Promise<PublishConsent> {
  requireAccountType(principal, 'Partner');
  const found = await deps.consents.find(principal.uid);
  return {
    connected: found !== undefined,
    results: found !== undefined && allowsResults(found.scope),
    grantedAt: found?.granted_at ?? null,
    sandbox: deps.publisher?.kind === 'sandbox',
  };
}

/**
 * Starts an authorization: answers Google's consent URL and the state the route binds to the
 * browser. `results` asks for reading YouTube Analytics on top of the uploads already allowed
 * (incremental authorization: the new refresh token holds both), so it needs that consent first.
 */
export async function startConsent(
  deps: PublishingDeps,
  principal: Principal,
  purpose: ConsentPurpose = 'uploads',
) {
  requireAccountType(principal, 'Partner');
  if (!deps.publisher) throw new AppError('publishing_unavailable');
  if (purpose === 'results' && !(await deps.consents.find(principal.uid)))
    throw new AppError('youtube_consent_needed');
  const at = deps.now();
  await deps.consents.deleteStaleStarts(after(at, -24 * 3_600_000));
  const state = oauth.generateRandomState();
  const codeVerifier = oauth.generateRandomCodeVerifier();
  await deps.consents.insertStart({
    id: randomUUID(),
    user_id: principal.uid,
    state_hash: hashSecret(state),
    code_verifier: codeVerifier,
    created_at: at.toISOString(),
    expires_at: after(at, consentMinutes * 60_000),
    used_at: null,
  });
  const url = deps.publisher.consentUrl({
    state,
    codeChallenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
    redirectUri: redirectUriOf(deps),
    loginHint: await deps.sources.emailOf(principal.uid),
    purpose,
  });
  return { url, state };
}

/** Google's answer: checks the state, keeps the sealed refresh token, answers where to go. */
export async function consentCallback(
  deps: PublishingDeps,
  query: URLSearchParams,
  browserState: string | undefined,
): Promise<string> {
  const state = query.get('state');
  // Bound to the browser that started it, so a link to someone else's consent is useless.
  if (!state || browserState !== state || !deps.publisher) return backTo('failed');
  const at = deps.now();
  const start = await deps.consents.consumeStart(hashSecret(state), at.toISOString());
  if (!start) return backTo('failed');
  if (query.get('error'))
    return backTo(query.get('error') === 'access_denied' ? 'cancelled' : 'failed');
  try {
    const granted = await deps.publisher.grant({
      callback: query,
      state,
      codeVerifier: start.code_verifier,
      redirectUri: redirectUriOf(deps),
    });
    await deps.consents.save({
      user_id: start.user_id,
      refresh_token: deps.cipher.seal(granted.refreshToken, start.user_id),
      scope: granted.scope,
      granted_at: at.toISOString(),
    });
    deps.log.info({ uid: start.user_id }, 'youtube upload consent granted');
    return backTo('connected');
  } catch (error) {
    if (!(error instanceof YoutubeError)) throw error;
    deps.log.warn({ uid: start.user_id, why: error.message }, 'youtube upload consent failed');
    return backTo('failed');
  }
}

/** Forgets the consent here and asks Google to revoke it; uploads then stop until it is given again. */
export async function revokeConsent(
  deps: PublishingDeps,
  principal: Principal,
): Promise<PublishConsent> {
  requireAccountType(principal, 'Partner');
  const found = await deps.consents.find(principal.uid);
  if (found) {
    await deps.consents.remove(principal.uid);
    try {
      await deps.publisher?.revoke(deps.cipher.open(found.refresh_token, principal.uid));
    } catch (error) {
      // Forgotten here either way; Google drops an unused token by itself after six months.
      deps.log.warn({ uid: principal.uid, err: error }, 'google did not confirm the revocation');
    }
  }
  return consentOf(deps, principal);
}
