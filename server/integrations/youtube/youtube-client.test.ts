import { randomBytes } from 'node:crypto';
import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeYoutube, type FakeYoutube } from '../../test/fake-youtube.js';
import { tokenCipher } from './token-cipher.js';
import { uploadBaseOf, youtubeClient } from './youtube-client.js';
import { YoutubeError, type VideoMetadata, type YoutubePublisher } from './youtube-publisher.js';

const clientId = 'publish-test.apps.googleusercontent.com';
const clientSecret = 'GOCSPX-publish';
let fake: FakeYoutube;
let client: YoutubePublisher;

beforeAll(async () => {
  fake = await startFakeYoutube({ clientId, clientSecret });
  const env = fake.env();
  client = youtubeClient({
    clientId,
    clientSecret,
    authUrl: env.GOOGLE_AUTH_URL,
    tokenUrl: env.GOOGLE_TOKEN_URL,
    apiUrl: env.YOUTUBE_API_URL,
    now: () => new Date(),
  });
});
afterAll(() => fake.close());
beforeEach(() => {
  Object.assign(fake.modes, {
    quotaExceeded: false,
    thumbnailRefused: false,
    maxBytes: Number.POSITIVE_INFINITY,
    cutAt: undefined,
  });
});

const metadata: VideoMetadata = {
  title: 'Speedrun highlights',
  description: 'The best bits',
  tags: ['speedrun', 'games'],
  categoryId: '20',
  madeForKids: false,
  privacyStatus: 'private',
  publishAt: '2026-12-24T18:00:00.000Z',
};
const chunk = 256 * 1024;

async function token() {
  return (await client.accessToken(fake.grantRefreshToken())).token;
}

/** Sends `bytes` in chunks from where the session stands, as the publishing job does. */
async function sendAll(access: string, url: string, bytes: Buffer) {
  let at = await client.uploadStatus(access, url, bytes.length);
  while (!at.done) {
    const start = at.offset;
    try {
      at = await client.sendChunk(access, url, {
        start,
        size: bytes.length,
        bytes: bytes.subarray(start, Math.min(start + chunk, bytes.length)),
      });
    } catch (error) {
      if (!(error instanceof YoutubeError) || error.failure !== 'transient') throw error;
      at = await client.uploadStatus(access, url, bytes.length);
    }
  }
  return at.youtubeVideoId;
}

describe('the YouTube client against a local server that speaks its protocol', () => {
  it('asks for upload consent with PKCE and offline access, and gets a refresh token', async () => {
    const verifier = oauth.generateRandomCodeVerifier();
    const url = new URL(
      client.consentUrl({
        state: 'st4te',
        codeChallenge: await oauth.calculatePKCECodeChallenge(verifier),
        redirectUri: 'http://localhost:3000/api/youtube/consent/callback',
        loginHint: 'pat@example.com',
      }),
    );
    const q = url.searchParams;
    expect(q.get('scope')).toBe('https://www.googleapis.com/auth/youtube.upload');
    expect(q.get('include_granted_scopes')).toBe('true');
    expect(q.get('access_type')).toBe('offline');
    expect(q.get('code_challenge_method')).toBe('S256');
    const callback = fake.approve(url);
    const granted = await client.grant({
      callback,
      state: 'st4te',
      codeVerifier: verifier,
      redirectUri: 'http://localhost:3000/api/youtube/consent/callback',
    });
    expect(granted.refreshToken).toMatch(/^1\/\//);
    await expect(client.accessToken(granted.refreshToken)).resolves.toMatchObject({
      token: expect.stringMatching(/^ya29\./),
    });
    await client.revoke(granted.refreshToken);
    await expect(client.accessToken(granted.refreshToken)).rejects.toMatchObject({
      failure: 'revoked',
    });
  });

  it('uploads in chunks with a resumable session, and the bytes arrive equal', async () => {
    const bytes = randomBytes(chunk * 2 + 1234);
    const access = await token();
    const url = await client.startUpload(access, {
      metadata,
      size: bytes.length,
      mime: 'video/mp4',
    });
    expect(url).toContain(
      `${uploadBaseOf(fake.env().YOUTUBE_API_URL)}/videos?uploadType=resumable&upload_id=`,
    );
    expect(await client.uploadStatus(access, url, bytes.length)).toEqual({
      done: false,
      offset: 0,
    });
    const youtubeVideoId = await sendAll(access, url, bytes);
    const video = fake.videos.get(youtubeVideoId)!;
    expect(video.bytes.equals(bytes)).toBe(true);
    expect(video.snippet).toMatchObject({
      title: metadata.title,
      tags: metadata.tags,
      categoryId: '20',
    });
    expect(video.status).toEqual({
      privacyStatus: 'private',
      selfDeclaredMadeForKids: false,
      publishAt: metadata.publishAt,
    });
    // Asking again after the end answers the video, not another session.
    expect(await client.uploadStatus(access, url, bytes.length)).toEqual({
      done: true,
      youtubeVideoId,
    });
  });

  it('resumes from the Range YouTube reports after the connection is cut mid-chunk', async () => {
    const bytes = randomBytes(chunk * 3);
    const access = await token();
    const url = await client.startUpload(access, {
      metadata,
      size: bytes.length,
      mime: 'video/mp4',
    });
    fake.modes.cutAt = chunk + 1000;
    const cutsBefore = fake.cuts();
    const youtubeVideoId = await sendAll(access, url, bytes);
    expect(fake.cuts()).toBe(cutsBefore + 1);
    expect(fake.videos.get(youtubeVideoId)!.bytes.equals(bytes)).toBe(true);
  });

  it('sets the thumbnail, and reads a refused image as thumbnail_refused', async () => {
    const access = await token();
    const bytes = randomBytes(1000);
    const url = await client.startUpload(access, {
      metadata,
      size: bytes.length,
      mime: 'video/mp4',
    });
    const youtubeVideoId = await sendAll(access, url, bytes);
    const image = { mime: 'image/png', bytes: randomBytes(300) };
    await client.setThumbnail(access, youtubeVideoId, image);
    expect(fake.videos.get(youtubeVideoId)!.thumbnail?.bytes.equals(image.bytes)).toBe(true);
    fake.modes.thumbnailRefused = true;
    await expect(client.setThumbnail(access, youtubeVideoId, image)).rejects.toMatchObject({
      failure: 'thumbnail_refused',
    });
  });

  it('names quota, a revoked consent and a file too large', async () => {
    const access = await token();
    const start = () => client.startUpload(access, { metadata, size: 5000, mime: 'video/mp4' });
    fake.modes.quotaExceeded = true;
    await expect(start()).rejects.toMatchObject({ failure: 'quota' });
    await expect(client.videoFigures(access, ['x'])).rejects.toMatchObject({ failure: 'quota' });
    fake.modes.quotaExceeded = false;
    fake.modes.maxBytes = 4000;
    await expect(start()).rejects.toMatchObject({ failure: 'too_large' });
    fake.modes.maxBytes = Number.POSITIVE_INFINITY;
    fake.revokeAll();
    await expect(start()).rejects.toMatchObject({ failure: 'revoked' });
  });

  it('reads the figures of uploaded videos with videos.list', async () => {
    const access = await token();
    const bytes = randomBytes(10);
    const url = await client.startUpload(access, {
      metadata,
      size: bytes.length,
      mime: 'video/mp4',
    });
    const youtubeVideoId = await sendAll(access, url, bytes);
    fake.videos.get(youtubeVideoId)!.stats = { viewCount: 1200, likeCount: 80, commentCount: 7 };
    expect(await client.videoFigures(access, [youtubeVideoId, 'unknown'])).toEqual([
      { youtubeVideoId, views: 1200, likes: 80, comments: 7 },
    ]);
  });
});

describe('the refresh-token cipher', () => {
  const cipher = tokenCipher(randomBytes(32));

  it('opens what it sealed for the same owner only', () => {
    const sealed = cipher.seal('1//refresh', 'user-a');
    expect(sealed).not.toContain('refresh');
    expect(cipher.open(sealed, 'user-a')).toBe('1//refresh');
    expect(() => cipher.open(sealed, 'user-b')).toThrow();
    expect(() => tokenCipher(randomBytes(32)).open(sealed, 'user-a')).toThrow();
  });
});
