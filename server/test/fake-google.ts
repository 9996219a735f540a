import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, generateKeyPair } from 'jose';

/** A YouTube channel as the fake keeps it. */
export type FakeChannel = { id: string; title: string; subscriberCount: number; hidden?: boolean };

/** The Google account a consent is given with. */
export type FakeGoogleAccount = {
  sub?: string;
  email?: string;
  emailVerified?: boolean;
  /** Channels `channels.list?mine=true` answers for this account; empty for none. */
  channels: FakeChannel[];
};

/** One call the server under test made, as received. */
export type FakeGoogleRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
};

type Grant = {
  account: FakeGoogleAccount & { sub: string };
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  used: boolean;
};

const random = (bytes = 24) => randomBytes(bytes).toString('base64url');
const issuer = 'https://accounts.google.com';

/** A channelListResponse as the YouTube Data API v3 writes it (counts are strings). */
function channelList(channels: FakeChannel[]) {
  const base = {
    kind: 'youtube#channelListResponse',
    etag: random(8),
    pageInfo: { totalResults: channels.length, resultsPerPage: 5 },
  };
  // The API leaves `items` out when nothing matched.
  if (channels.length === 0) return base;
  return {
    ...base,
    items: channels.map((c) => ({
      kind: 'youtube#channel',
      etag: random(8),
      id: c.id,
      snippet: {
        title: c.title,
        description: '',
        customUrl: `@${c.title.toLowerCase().replace(/[^a-z0-9]+/g, '')}`,
        publishedAt: '2019-04-01T12:00:00Z',
        thumbnails: { default: { url: 'https://yt3.ggpht.example/x.jpg', width: 88, height: 88 } },
        localized: { title: c.title, description: '' },
      },
      statistics: {
        viewCount: String(c.subscriberCount * 37),
        // A hidden count is left out, as the API does for channels that hide it.
        ...(c.hidden ? {} : { subscriberCount: String(c.subscriberCount) }),
        hiddenSubscriberCount: c.hidden === true,
        videoCount: '212',
      },
    })),
  };
}

/** Google's error body for the YouTube Data API. */
const apiError = (code: number, message: string, reason: string) => ({
  error: { code, message, errors: [{ message, domain: 'global', reason }] },
});

/**
 * A local HTTP server that speaks Google's token endpoint, the OpenID Connect userinfo endpoint
 * and YouTube's channels.list, with the JSON shapes of the real APIs: the server under test
 * runs its real oauth4webapi client against it. `approve` stands in for the user clicking Allow
 * on Google's consent page and answers the authorization code Google would send back.
 */
export async function startFakeGoogle(options: { clientId: string; clientSecret: string }) {
  const { privateKey } = await generateKeyPair('RS256');
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, Grant['account']>();
  /** Every channel anyone has, for public lookups by id. */
  const channels = new Map<string, FakeChannel>();
  const requests: FakeGoogleRequest[] = [];
  let tokenErrors = 0;

  async function tokenResponse(form: URLSearchParams, req: IncomingMessage) {
    // client_secret_post, or client_secret_basic.
    let clientId = form.get('client_id');
    let secret = form.get('client_secret');
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
    if (basic?.[1]) {
      const [id, pass] = Buffer.from(basic[1], 'base64').toString().split(':');
      clientId = decodeURIComponent(id ?? '');
      secret = decodeURIComponent(pass ?? '');
    }
    if (clientId !== options.clientId || secret !== options.clientSecret)
      return { status: 401, body: { error: 'invalid_client', error_description: 'Unauthorized' } };
    const invalidGrant = (description: string) => ({
      status: 400,
      body: { error: 'invalid_grant', error_description: description },
    });
    if (tokenErrors > 0) {
      tokenErrors -= 1;
      return invalidGrant('Bad Request');
    }
    if (form.get('grant_type') !== 'authorization_code')
      return { status: 400, body: { error: 'unsupported_grant_type' } };
    const grant = grants.get(form.get('code') ?? '');
    if (!grant || grant.used) return invalidGrant('Malformed auth code.');
    grant.used = true;
    if (grant.redirectUri !== form.get('redirect_uri')) return invalidGrant('Bad Request');
    const verifier = form.get('code_verifier') ?? '';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    if (challenge !== grant.codeChallenge) return invalidGrant('Invalid code verifier.');
    const accessToken = `ya29.${random(32)}`;
    accessTokens.set(accessToken, grant.account);
    const now = Math.floor(Date.now() / 1000);
    const idToken = await new SignJWT({
      azp: grant.clientId,
      at_hash: random(16),
      ...(grant.account.email !== undefined
        ? { email: grant.account.email, email_verified: grant.account.emailVerified !== false }
        : {}),
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'fake-key', typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(grant.clientId)
      .setSubject(grant.account.sub)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(privateKey);
    return {
      status: 200,
      body: {
        access_token: accessToken,
        expires_in: 3599,
        scope:
          'https://www.googleapis.com/auth/youtube.readonly openid https://www.googleapis.com/auth/userinfo.email',
        token_type: 'Bearer',
        id_token: idToken,
      },
    };
  }

  function bearer(req: IncomingMessage) {
    const match = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
    return match?.[1] ? accessTokens.get(match[1]) : undefined;
  }

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://fake');
        const form = new URLSearchParams(raw);
        requests.push({
          method: req.method ?? '',
          path: url.pathname,
          query: url.searchParams,
          headers: req.headers,
          form,
        });
        const send = (status: number, json: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify(json));
        };
        if (req.method === 'POST' && url.pathname === '/token') {
          const { status, body } = await tokenResponse(form, req);
          send(status, body);
          return;
        }
        if (req.method === 'GET' && url.pathname === '/v1/userinfo') {
          const account = bearer(req);
          if (!account) {
            res.writeHead(401, { 'www-authenticate': 'Bearer error="invalid_token"' });
            res.end();
            return;
          }
          send(200, {
            sub: account.sub,
            picture: 'https://lh3.googleusercontent.example/a/x',
            ...(account.email !== undefined
              ? { email: account.email, email_verified: account.emailVerified !== false }
              : {}),
          });
          return;
        }
        if (req.method === 'GET' && url.pathname === '/youtube/v3/channels') {
          if (url.searchParams.get('part') !== 'snippet,statistics') {
            send(400, apiError(400, 'Unexpected part.', 'invalidPart'));
            return;
          }
          if (url.searchParams.get('mine') === 'true') {
            const account = bearer(req);
            if (!account) {
              send(
                401,
                apiError(401, 'Request had invalid authentication credentials.', 'authError'),
              );
              return;
            }
            send(200, channelList(account.channels));
            return;
          }
          const id = url.searchParams.get('id');
          if (id && url.searchParams.get('key')) {
            const found = channels.get(id);
            send(200, channelList(found ? [found] : []));
            return;
          }
          send(403, apiError(403, 'The request is missing a valid API key.', 'forbidden'));
          return;
        }
        send(404, { error: 'not_found' });
      })().catch((error: unknown) => {
        res.writeHead(500);
        res.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    /** The env of a test app that talks to this fake instead of Google. */
    env: (over: Record<string, string> = {}) => ({
      GOOGLE_CLIENT_ID: options.clientId,
      GOOGLE_CLIENT_SECRET: options.clientSecret,
      GOOGLE_AUTH_URL: `${url}/o/oauth2/v2/auth`,
      GOOGLE_TOKEN_URL: `${url}/token`,
      GOOGLE_USERINFO_URL: `${url}/v1/userinfo`,
      YOUTUBE_API_URL: `${url}/youtube/v3`,
      YOUTUBE_API_KEY: 'fake-api-key',
      ...over,
    }),
    requests,
    channels,
    /**
     * The user allowed access on the consent page whose URL the app built: answers the query
     * Google appends to the redirect URI (code, scope, authuser, prompt, and the state).
     */
    approve(consentUrl: URL, account: FakeGoogleAccount): URLSearchParams {
      const code = `4/0A${random(40)}`;
      const full = { ...account, sub: account.sub ?? String(10n ** 20n + BigInt(grants.size)) };
      for (const c of account.channels) channels.set(c.id, c);
      grants.set(code, {
        account: full,
        clientId: consentUrl.searchParams.get('client_id') ?? '',
        redirectUri: consentUrl.searchParams.get('redirect_uri') ?? '',
        codeChallenge: consentUrl.searchParams.get('code_challenge') ?? '',
        used: false,
      });
      return new URLSearchParams({
        state: consentUrl.searchParams.get('state') ?? '',
        iss: issuer,
        code,
        scope: 'email openid https://www.googleapis.com/auth/youtube.readonly',
        authuser: '0',
        prompt: 'consent',
      });
    },
    /** The next n token requests answer invalid_grant, as Google does for a bad code. */
    failTokens(n = 1) {
      tokenErrors = n;
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The fake Google server's handle. */
export type FakeGoogle = Awaited<ReturnType<typeof startFakeGoogle>>;
