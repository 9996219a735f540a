import { createHmac } from 'node:crypto';
import type { Config } from '../../config.js';
import type { GoogleClient } from './google-client.js';
import { googleOAuthClient } from './google-oauth-client.js';
import { sandboxGoogleClient, type SandboxGoogleClient } from './sandbox-client.js';
import type { Clock } from '../../clock.js';

/** Which client the eligibility check uses, and the sandbox when that is the one. */
export type GoogleChoice =
  | { mode: 'google'; client: GoogleClient; sandbox?: undefined }
  | { mode: 'sandbox'; client: SandboxGoogleClient; sandbox: SandboxGoogleClient }
  | { mode: 'disabled'; client?: undefined; sandbox?: undefined };

/**
 * Google whenever GOOGLE_CLIENT_ID is set; otherwise the sandbox, except in production, where a
 * made-up channel would let anyone join as a Partner: there the channel step stays closed.
 */
export function chooseGoogleClient(
  config: Config,
  options: { jwtKey: Uint8Array; now: Clock },
): GoogleChoice {
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET)
    return {
      mode: 'google',
      client: googleOAuthClient({
        clientId: config.GOOGLE_CLIENT_ID,
        clientSecret: config.GOOGLE_CLIENT_SECRET,
        authUrl: config.GOOGLE_AUTH_URL,
        tokenUrl: config.GOOGLE_TOKEN_URL,
        userinfoUrl: config.GOOGLE_USERINFO_URL,
        youtubeUrl: config.YOUTUBE_API_URL,
        apiKey: config.YOUTUBE_API_KEY,
      }),
    };
  if (config.NODE_ENV === 'production') return { mode: 'disabled' };
  // Its own key, so a sandbox code can never pass for any other signed value of the app.
  const key = createHmac('sha256', options.jwtKey).update('crewcast/google-sandbox').digest();
  const sandbox = sandboxGoogleClient({ key, now: options.now });
  return { mode: 'sandbox', client: sandbox, sandbox };
}
