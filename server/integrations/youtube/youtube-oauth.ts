import * as oauth from 'oauth4webapi';
import { analyticsScopes } from './youtube-analytics.js';
import {
  YoutubeError,
  type YoutubeClientOptions,
  type YoutubePublisher,
} from './youtube-publisher.js';

/** Publishing needs upload rights only; earlier grants (the eligibility check's) are kept. */
export const uploadScope = 'https://www.googleapis.com/auth/youtube.upload';

/** The consent and token half of the client: Google's OAuth endpoints through oauth4webapi. */
export function youtubeOAuth(
  options: YoutubeClientOptions,
): Pick<YoutubePublisher, 'consentUrl' | 'grant' | 'accessToken' | 'revoke'> {
  const as: oauth.AuthorizationServer = {
    issuer: 'https://accounts.google.com',
    authorization_endpoint: options.authUrl,
    token_endpoint: options.tokenUrl,
    revocation_endpoint: options.tokenUrl.replace(/\/token$/, '/revoke'),
  };
  const client: oauth.Client = { client_id: options.clientId };
  const clientAuth = oauth.ClientSecretPost(options.clientSecret);
  const oauthOptions = (url: string) => ({
    [oauth.allowInsecureRequests]: url.startsWith('http:'),
    signal: AbortSignal.timeout(15_000),
  });
  async function oauthCall<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof oauth.ResponseBodyError && error.error === 'invalid_grant')
        throw new YoutubeError('revoked', `${what}: ${error.error_description ?? error.error}`);
      if (
        error instanceof oauth.ResponseBodyError ||
        error instanceof oauth.AuthorizationResponseError
      )
        throw new YoutubeError('refused', `${what}: ${error.message}`);
      throw new YoutubeError('transient', `${what}: ${String(error)}`);
    }
  }

  return {
    consentUrl({ state, codeChallenge, redirectUri, loginHint, purpose = 'uploads' }) {
      const url = new URL(options.authUrl);
      url.search = new URLSearchParams({
        client_id: options.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: purpose === 'results' ? analyticsScopes.join(' ') : uploadScope,
        // Incremental authorization: the new grant adds to the earlier ones.
        include_granted_scopes: 'true',
        // A refresh token, so the upload can go on (or resume) without the Partner present.
        access_type: 'offline',
        prompt: 'consent',
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        login_hint: loginHint,
      }).toString();
      return url.toString();
    },
    grant: ({ callback, state, codeVerifier, redirectUri }) =>
      oauthCall('consent', async () => {
        const params = oauth.validateAuthResponse(as, client, callback, state);
        const response = await oauth.authorizationCodeGrantRequest(
          as,
          client,
          clientAuth,
          params,
          redirectUri,
          codeVerifier,
          oauthOptions(options.tokenUrl),
        );
        const tokens = await oauth.processAuthorizationCodeResponse(as, client, response);
        if (!tokens.refresh_token) throw new YoutubeError('refused', 'consent: no refresh token');
        return { refreshToken: tokens.refresh_token, scope: tokens.scope ?? uploadScope };
      }),
    accessToken: (refreshToken) =>
      oauthCall('refresh', async () => {
        const response = await oauth.refreshTokenGrantRequest(
          as,
          client,
          clientAuth,
          refreshToken,
          oauthOptions(options.tokenUrl),
        );
        const tokens = await oauth.processRefreshTokenResponse(as, client, response);
        return {
          token: tokens.access_token,
          expiresAt: options.now().getTime() + (tokens.expires_in ?? 600) * 1000,
        };
      }),
    revoke: (refreshToken) =>
      oauthCall('revoke', async () => {
        const response = await oauth.revocationRequest(
          as,
          client,
          clientAuth,
          refreshToken,
          oauthOptions(options.tokenUrl),
        );
        // Google answers 400 invalid_token for a token already revoked: the goal is met.
        if (response.status !== 400) await oauth.processRevocationResponse(response);
      }),
  };
}
