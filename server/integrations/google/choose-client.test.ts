import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { chooseGoogleClient } from './choose-client.js';
import { channelsFromResponse } from './youtube-api.js';
import { systemClock } from '../../clock.js';

const dir = () => mkdtempSync(path.join(tmpdir(), 'crewcast-google-config-'));
const config = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: dir(), JWT_SECRET: 'x'.repeat(40), ...env });
const jwtKey = new TextEncoder().encode('x'.repeat(40));

describe('choosing the Google client', () => {
  it('uses the sandbox without GOOGLE_CLIENT_ID outside production, and nothing in production', () => {
    expect(
      chooseGoogleClient(config({ NODE_ENV: 'development' }), { jwtKey, now: systemClock }).mode,
    ).toBe('sandbox');
    expect(
      chooseGoogleClient(config({ NODE_ENV: 'production' }), { jwtKey, now: systemClock }).mode,
    ).toBe('disabled');
  });

  it('uses Google with its default endpoints when the client is configured', () => {
    const chosen = chooseGoogleClient(
      config({ GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 's' }),
      { jwtKey, now: systemClock },
    );
    expect(chosen.mode).toBe('google');
    const url = new URL(
      chosen.client!.authorizationUrl({
        state: 'st',
        codeChallenge: 'ch',
        redirectUri: 'https://crewcast.example/api/auth/youtube/callback',
        loginHint: 'pat@example.com',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    // Without an API key there is no public lookup, so no re-check.
    expect(chosen.client!.channelById).toBeUndefined();
  });

  it('refuses a client id without its secret, and an endpoint that is not a URL', () => {
    expect(() => config({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET is required/);
    expect(() => config({ GOOGLE_TOKEN_URL: 'ftp://x' })).toThrow(/GOOGLE_TOKEN_URL expects/);
  });
});

describe("reading YouTube's channel list", () => {
  it('reads string counts, a hidden count as null, and a list without items as empty', () => {
    expect(
      channelsFromResponse({
        kind: 'youtube#channelListResponse',
        items: [
          {
            id: 'UCa',
            snippet: { title: 'A' },
            statistics: { subscriberCount: '50000', hiddenSubscriberCount: false },
          },
          { id: 'UCb', snippet: { title: 'B' }, statistics: { hiddenSubscriberCount: true } },
        ],
      }),
    ).toEqual([
      { id: 'UCa', title: 'A', subscriberCount: 50_000 },
      { id: 'UCb', title: 'B', subscriberCount: null },
    ]);
    expect(channelsFromResponse({ kind: 'youtube#channelListResponse', pageInfo: {} })).toEqual([]);
    expect(() => channelsFromResponse({ error: { code: 403 } })).toThrow(/unexpected/);
  });
});
