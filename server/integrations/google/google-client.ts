/** A YouTube channel as the server needs it: id, title and subscribers (null when hidden). */
export type ChannelFacts = {
  id: string;
  title: string | null;
  subscriberCount: number | null;
};

/** What one Google consent proves: the account's e-mail and the channels it owns. */
export type GoogleIdentity = {
  /** The Google account's e-mail; null when Google gave none. */
  email: string | null;
  /** Google's `email_verified`: only a verified e-mail can match an account. */
  emailVerified: boolean;
  /** `channels.list?mine=true`: usually one channel, none when the account has no channel. */
  channels: ChannelFacts[];
};

/** Google (or the sandbox) did not answer as its API says; the reason goes to the log only. */
export class GoogleApiError extends Error {
  override name = 'GoogleApiError';
}

/**
 * Sign-in with Google and the YouTube Data API, as the eligibility check uses them. The real
 * client talks to Google with oauth4webapi; the sandbox (GOOGLE_CLIENT_ID unset) has its own
 * consent page and answers the same calls from what the tester picked there.
 */
export interface GoogleClient {
  readonly kind: 'google' | 'sandbox';
  /**
   * The consent page for one check: authorization code with PKCE (S256), scopes `openid email`
   * and `youtube.readonly`, and `loginHint` to preselect the account's Google e-mail.
   */
  authorizationUrl(input: {
    state: string;
    codeChallenge: string;
    redirectUri: string;
    loginHint: string;
  }): string;
  /**
   * Exchanges the callback's code (its whole query, checked against `state`) for tokens, reads
   * the e-mail and the account's channels, and forgets the tokens. Throws GoogleApiError.
   */
  identify(input: {
    callback: URLSearchParams;
    state: string;
    codeVerifier: string;
    redirectUri: string;
  }): Promise<GoogleIdentity>;
  /**
   * The public statistics of a channel by id (an Admin's re-check); null when YouTube does not
   * know it. Undefined when this client cannot read public statistics (no API key).
   */
  readonly channelById: ((channelId: string) => Promise<ChannelFacts | null>) | undefined;
}
