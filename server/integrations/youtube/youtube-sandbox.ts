import { createHash, randomBytes } from 'node:crypto';
import { analyticsScopes } from './youtube-analytics.js';
import { uploadScope } from './youtube-oauth.js';
import { YoutubeError, type UploadProgress, type YoutubePublisher } from './youtube-publisher.js';

/** Video ids of the sandbox start with this, so nobody mistakes one for YouTube's. */
export const sandboxVideoPrefix = 'sandbox-';

const base64url = (b: Buffer) => b.toString('base64url');

/**
 * The stand-in when GOOGLE_CLIENT_ID is unset (never in production): consent is given at once,
 * uploads are read to the end and thrown away, and the figures are made up (the same for the
 * same video id and day). The app labels everything it shows from here as the sandbox. Sessions
 * live in this process: after a restart an upload starts again, as YouTube does with a session
 * that is gone.
 */
export function youtubeSandbox(): YoutubePublisher {
  const sessions = new Map<string, { size: number; held: number; youtubeVideoId?: string }>();

  const progress = (s: { size: number; held: number; youtubeVideoId?: string }): UploadProgress => {
    if (s.held < s.size) return { done: false, offset: s.held };
    s.youtubeVideoId ??= `${sandboxVideoPrefix}${base64url(randomBytes(6))}`;
    return { done: true, youtubeVideoId: s.youtubeVideoId };
  };
  const session = (uploadUrl: string) => {
    const found = sessions.get(uploadUrl);
    if (!found) throw new YoutubeError('session_gone', 'sandbox: unknown upload session');
    return found;
  };

  return {
    kind: 'sandbox',
    consentUrl({ state, codeChallenge, redirectUri, purpose = 'uploads' }) {
      // No consent page: the sandbox grants at once and goes straight back to the callback.
      const query = new URLSearchParams({ state, code: `sandbox.${purpose}.${codeChallenge}` });
      return `${new URL(redirectUri).pathname}?${query.toString()}`;
    },
    async grant({ callback, codeVerifier }) {
      const challenge = base64url(createHash('sha256').update(codeVerifier).digest());
      const [, purpose, sent] =
        /^sandbox\.(uploads|results)\.(.+)$/.exec(callback.get('code') ?? '') ?? [];
      if (sent !== challenge) throw new YoutubeError('refused', 'sandbox: PKCE verifier mismatch');
      // As Google with include_granted_scopes: results are asked for on top of uploads.
      const scopes = purpose === 'results' ? [uploadScope, ...analyticsScopes] : [uploadScope];
      return { refreshToken: `sandbox.${base64url(randomBytes(24))}`, scope: scopes.join(' ') };
    },
    async accessToken(refreshToken) {
      if (!refreshToken.startsWith('sandbox.'))
        throw new YoutubeError('revoked', 'sandbox: not ours');
      return { token: refreshToken, expiresAt: Number.MAX_SAFE_INTEGER };
    },
    async revoke() {},
    async startUpload(_token, { size }) {
      const url = `sandbox:upload/${base64url(randomBytes(12))}`;
      sessions.set(url, { size, held: 0 });
      return url;
    },
    async uploadStatus(_token, uploadUrl) {
      return progress(session(uploadUrl));
    },
    async sendChunk(_token, uploadUrl, { start, bytes }) {
      const s = session(uploadUrl);
      if (start !== s.held) throw new YoutubeError('refused', 'sandbox: chunk out of place');
      s.held += bytes.length;
      return progress(s);
    },
    async setThumbnail() {},
    async videoFigures(_token, ids) {
      return ids.map((youtubeVideoId) => {
        const n = createHash('sha256').update(youtubeVideoId).digest().readUInt32BE(0);
        return { youtubeVideoId, views: n % 50_000, likes: n % 2_000, comments: n % 300 };
      });
    },
    async videoAnalytics(_token, youtubeVideoId, { startDate, endDate }) {
      // Made up, the same for the same video and day; YouTube's two days of delay are left out.
      const days = [];
      for (let d = new Date(`${startDate}T00:00:00Z`); d.toISOString().slice(0, 10) <= endDate;) {
        const day = d.toISOString().slice(0, 10);
        const n = createHash('sha256').update(`${youtubeVideoId}/${day}`).digest();
        const views = n.readUInt16BE(0) % 3_000;
        const averageViewSeconds = 60 + (n.readUInt16BE(2) % 400);
        days.push({
          day,
          views,
          minutesWatched: Math.round((views * averageViewSeconds) / 60),
          averageViewSeconds,
          impressions: views * 12 + (n.readUInt16BE(4) % 500),
          impressionsCtr: (20 + (n.readUInt16BE(6) % 100)) / 1000,
        });
        d = new Date(d.getTime() + 86_400_000);
      }
      return days;
    },
  };
}
