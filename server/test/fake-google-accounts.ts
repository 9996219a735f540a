import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const uploadScope = 'https://www.googleapis.com/auth/youtube.upload';

type Grant = { account: string; codeChallenge: string; redirectUri: string; scope: string };

/** A random token, as Google's look. */
export const random = (bytes = 24) => randomBytes(bytes).toString('base64url');

/**
 * The accounts side of the fake YouTube: Google's token endpoint (authorization code with PKCE
 * and offline access, refresh tokens, revocation) and who a bearer token speaks for.
 */
export function fakeGoogleAccounts(client: { clientId: string; clientSecret: string }) {
  const grants = new Map<string, Grant>();
  /** Refresh tokens → account; a revoked one is deleted. */
  const refreshTokens = new Map<string, string>();
  /** What each refresh token was granted: its scopes, space-separated. */
  const scopes = new Map<string, string>();
  /** Every scope each account granted the app, which include_granted_scopes adds to a new grant. */
  const grantedTo = new Map<string, Set<string>>();
  const accessTokens = new Map<string, { account: string; refresh: string }>();

  /** The token endpoint's answer to `form`. */
  function token(form: URLSearchParams): { status: number; body: unknown } {
    if (
      form.get('client_id') !== client.clientId ||
      form.get('client_secret') !== client.clientSecret
    )
      return { status: 401, body: { error: 'invalid_client', error_description: 'Unauthorized' } };
    const invalid = (d: string) => ({
      status: 400,
      body: { error: 'invalid_grant', error_description: d },
    });
    let refresh: string;
    if (form.get('grant_type') === 'authorization_code') {
      const grant = grants.get(form.get('code') ?? '');
      grants.delete(form.get('code') ?? '');
      if (!grant) return invalid('Malformed auth code.');
      const challenge = createHash('sha256')
        .update(form.get('code_verifier') ?? '')
        .digest('base64url');
      if (challenge !== grant.codeChallenge) return invalid('Invalid code verifier.');
      if (grant.redirectUri !== form.get('redirect_uri')) return invalid('Bad Request');
      refresh = `1//${random(30)}`;
      refreshTokens.set(refresh, grant.account);
      scopes.set(refresh, grant.scope);
    } else if (form.get('grant_type') === 'refresh_token') {
      refresh = form.get('refresh_token') ?? '';
      if (!refreshTokens.has(refresh)) return invalid('Token has been expired or revoked.');
    } else return { status: 400, body: { error: 'unsupported_grant_type' } };
    const access = `ya29.${random(32)}`;
    accessTokens.set(access, { account: refreshTokens.get(refresh) ?? '', refresh });
    return {
      status: 200,
      body: {
        access_token: access,
        expires_in: 3599,
        token_type: 'Bearer',
        scope: scopes.get(refresh) ?? uploadScope,
        ...(form.get('grant_type') === 'authorization_code' ? { refresh_token: refresh } : {}),
      },
    };
  }

  return {
    token,
    /** The account a request's bearer token speaks for; a revoked consent takes its tokens. */
    accountOf(req: IncomingMessage): string | undefined {
      const match = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
      const found = match?.[1] ? accessTokens.get(match[1]) : undefined;
      return found && refreshTokens.has(found.refresh) ? found.account : undefined;
    },
    /** The scopes a request's bearer token holds, empty for an unknown or revoked one. */
    scopesOf(req: IncomingMessage): string[] {
      const match = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
      const found = match?.[1] ? accessTokens.get(match[1]) : undefined;
      if (!found || !refreshTokens.has(found.refresh)) return [];
      return (scopes.get(found.refresh) ?? uploadScope).split(' ');
    },
    /** The revoke endpoint: the refresh token (and its access tokens) stop working. */
    revoke(refresh: string) {
      refreshTokens.delete(refresh);
    },
    /** The user clicked Allow on the consent page the app built: the query of Google's redirect. */
    approve(consentUrl: URL, account = 'channel1'): URLSearchParams {
      const code = `4/0A${random(40)}`;
      const asked = (consentUrl.searchParams.get('scope') ?? '').split(' ');
      const earlier = grantedTo.get(account) ?? new Set<string>();
      // Incremental authorization: the new grant holds what the account allowed before as well.
      const held = consentUrl.searchParams.get('include_granted_scopes') === 'true';
      const scope = [...new Set([...(held ? earlier : []), ...asked])].join(' ');
      grantedTo.set(account, new Set([...earlier, ...asked]));
      grants.set(code, {
        account,
        codeChallenge: consentUrl.searchParams.get('code_challenge') ?? '',
        redirectUri: consentUrl.searchParams.get('redirect_uri') ?? '',
        scope,
      });
      return new URLSearchParams({
        state: consentUrl.searchParams.get('state') ?? '',
        code,
        scope,
      });
    },
    /** A refresh token for `account`, as a finished consent leaves behind. */
    grantRefreshToken(account = 'channel1', scope = uploadScope): string {
      const refresh = `1//${random(30)}`;
      refreshTokens.set(refresh, account);
      scopes.set(refresh, scope);
      return refresh;
    },
    /** The user removed the app's access in their Google account. */
    revokeAll() {
      refreshTokens.clear();
      grantedTo.clear();
    },
  };
}
