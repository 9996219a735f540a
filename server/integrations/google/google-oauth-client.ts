import * as oauth from 'oauth4webapi';
import {
  GoogleApiError,
  type ChannelFacts,
  type GoogleClient,
  type GoogleIdentity,
} from './google-client.js';
import { fetchChannels } from './youtube-api.js';

/** The issuer Google's ID tokens name. */
export const googleIssuer = 'https://accounts.google.com';

/** The scopes of the check: who the user is (`openid email`) and their channel, read-only. */
export const googleScopes = 'openid email https://www.googleapis.com/auth/youtube.readonly';

/** The OAuth client and Google's endpoints; tests point the URLs at a local fake. */
export type GoogleOAuthOptions = {
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  youtubeUrl: string;
  /** For public channel statistics (an Admin's re-check); without it there is no re-check. */
  apiKey?: string | undefined;
  timeoutMs?: number;
};

/**
 * The real client: authorization code with PKCE through oauth4webapi, the e-mail from the
 * OpenID Connect userinfo endpoint, the channel from the YouTube Data API. The tokens live only
 * for the length of `identify`: nothing is stored and no refresh token is asked for.
 */
export function googleOAuthClient(options: GoogleOAuthOptions): GoogleClient {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const as: oauth.AuthorizationServer = {
    issuer: googleIssuer,
    authorization_endpoint: options.authUrl,
    token_endpoint: options.tokenUrl,
    userinfo_endpoint: options.userinfoUrl,
  };
  const client: oauth.Client = { client_id: options.clientId };
  const clientAuth = oauth.ClientSecretPost(options.clientSecret);
  // Plain http only ever points at a local stand-in (tests); Google itself is https.
  const requestOptions = (url: string) => ({
    [oauth.allowInsecureRequests]: url.startsWith('http:'),
    signal: AbortSignal.timeout(timeoutMs),
  });

  async function identify(input: {
    callback: URLSearchParams;
    state: string;
    codeVerifier: string;
    redirectUri: string;
  }): Promise<GoogleIdentity> {
    try {
      const params = oauth.validateAuthResponse(as, client, input.callback, input.state);
      const tokenResponse = await oauth.authorizationCodeGrantRequest(
        as,
        client,
        clientAuth,
        params,
        input.redirectUri,
        input.codeVerifier,
        requestOptions(options.tokenUrl),
      );
      const tokens = await oauth.processAuthorizationCodeResponse(as, client, tokenResponse, {
        requireIdToken: true,
      });
      const claims = oauth.getValidatedIdTokenClaims(tokens);
      if (!claims) throw new GoogleApiError('Google sent no ID token');
      const userinfo = await oauth.processUserInfoResponse(
        as,
        client,
        claims.sub,
        await oauth.userInfoRequest(
          as,
          client,
          tokens.access_token,
          requestOptions(options.userinfoUrl),
        ),
      );
      const channels = await fetchChannels(
        channelsUrl(options.youtubeUrl, { mine: 'true' }),
        { authorization: `Bearer ${tokens.access_token}` },
        timeoutMs,
      );
      return {
        email: typeof userinfo.email === 'string' ? userinfo.email : null,
        emailVerified: userinfo.email_verified === true,
        channels,
      };
    } catch (error) {
      if (error instanceof GoogleApiError) throw error;
      // oauth4webapi's errors: a refused code, a wrong PKCE verifier, a malformed answer…
      const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      throw new GoogleApiError(`Google sign-in failed: ${detail}`);
    }
  }

  const apiKey = options.apiKey;
  return {
    kind: 'google',
    authorizationUrl({ state, codeChallenge, redirectUri, loginHint }) {
      const url = new URL(options.authUrl);
      url.search = new URLSearchParams({
        client_id: options.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: googleScopes,
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        login_hint: loginHint,
        // Someone signed in to several Google accounts picks the one that owns the channel.
        prompt: 'select_account',
      }).toString();
      return url.toString();
    },
    identify,
    channelById: apiKey
      ? async (channelId: string): Promise<ChannelFacts | null> => {
          const url = channelsUrl(options.youtubeUrl, { id: channelId, key: apiKey });
          const [channel] = await fetchChannels(url, {}, timeoutMs);
          return channel ?? null;
        }
      : undefined,
  };
}

function channelsUrl(base: string, query: Record<string, string>): URL {
  const url = new URL(`${base}/channels`);
  url.search = new URLSearchParams({ part: 'snippet,statistics', ...query }).toString();
  return url;
}
