import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { sandboxConsentPath } from '../../../common/api/youtube.js';
import {
  GoogleApiError,
  type ChannelFacts,
  type GoogleClient,
  type GoogleIdentity,
} from './google-client.js';
import type { Clock } from '../../clock.js';

/** What the tester picked on the sandbox consent page. */
export type SandboxPick = {
  email: string;
  noChannel: boolean;
  channelTitle: string;
  channelId?: string | undefined;
  subscribers: number;
  hidden: boolean;
};

/** The sandbox client: the GoogleClient interface plus what its consent page needs. */
export type SandboxGoogleClient = GoogleClient & {
  readonly kind: 'sandbox';
  /** Turns the tester's pick into an authorization code, as Google's consent does. */
  approve(pick: SandboxPick, codeChallenge: string): string;
};

const codeMinutes = 10;

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/** The channel id the sandbox gives an e-mail: the same e-mail is always the same channel. */
export function sandboxChannelId(email: string): string {
  const digest = createHash('sha256').update(`sandbox:${email.toLowerCase()}`).digest();
  return `UC${base64url(digest).slice(0, 22)}`;
}

/**
 * The test stand-in for Google, used when GOOGLE_CLIENT_ID is unset outside production. Its
 * consent page (web/features/youtube/SandboxConsentPage.tsx) lets the tester pick an e-mail and a
 * channel; the pick travels inside the authorization code, signed with `key` and bound to the
 * PKCE challenge, so the callback, the PKCE check and every rule after them run exactly as with
 * Google. Channels picked since start-up answer an Admin's re-check.
 */
export function sandboxGoogleClient(options: { key: Uint8Array; now: Clock }): SandboxGoogleClient {
  const { now } = options;
  const sign = (payload: string) =>
    createHmac('sha256', options.key).update(`sandbox-code:${payload}`).digest();
  const channels = new Map<string, ChannelFacts>();

  function readCode(code: string): { pick: SandboxPick; challenge: string; exp: number } {
    const [payload, signature] = code.split('.');
    if (!payload || !signature) throw new GoogleApiError('invalid_grant: malformed code');
    const expected = sign(payload);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new GoogleApiError('invalid_grant: code not issued by the sandbox');
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      pick: SandboxPick;
      challenge: string;
      exp: number;
    };
  }

  return {
    kind: 'sandbox',
    authorizationUrl({ state, codeChallenge, redirectUri, loginHint }) {
      const query = new URLSearchParams({
        response_type: 'code',
        redirect_uri: redirectUri,
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        login_hint: loginHint,
      });
      return `${sandboxConsentPath}?${query.toString()}`;
    },

    approve(pick, codeChallenge) {
      const payload = base64url(
        JSON.stringify({
          pick,
          challenge: codeChallenge,
          exp: now().getTime() + codeMinutes * 60_000,
        }),
      );
      return `${payload}.${base64url(sign(payload))}`;
    },

    async identify({ callback, state, codeVerifier }): Promise<GoogleIdentity> {
      if (callback.get('state') !== state) throw new GoogleApiError('state does not match');
      const code = callback.get('code');
      if (!code) throw new GoogleApiError('no code');
      const { pick, challenge, exp } = readCode(code);
      if (exp < now().getTime()) throw new GoogleApiError('invalid_grant: code expired');
      // The PKCE check Google's token endpoint makes: S256(verifier) must equal the challenge.
      const computed = base64url(createHash('sha256').update(codeVerifier).digest());
      if (computed !== challenge) throw new GoogleApiError('invalid_grant: PKCE verifier mismatch');
      const found: ChannelFacts[] = [];
      if (!pick.noChannel) {
        const channel: ChannelFacts = {
          id: pick.channelId || sandboxChannelId(pick.email),
          title: pick.channelTitle,
          subscriberCount: pick.hidden ? null : pick.subscribers,
        };
        channels.set(channel.id, channel);
        found.push(channel);
      }
      return { email: pick.email, emailVerified: true, channels: found };
    },

    channelById: async (channelId) => channels.get(channelId) ?? null,
  };
}
