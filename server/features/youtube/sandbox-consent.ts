import { youtubeCallbackPath, type SandboxConsentRequest } from '../../../common/api/youtube.js';
import { AppError } from '../../errors.js';
import { googleScopes } from '../../integrations/google/google-oauth-client.js';
import type { YoutubeDeps } from './youtube-deps.js';

/** The sandbox consent page's answer: where Google would now send the browser. */
export async function sandboxConsent(
  deps: YoutubeDeps,
  input: SandboxConsentRequest,
): Promise<{ url: string }> {
  const { google } = deps;
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
}
