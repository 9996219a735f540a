import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeAnalytics } from './fake-youtube-analytics.js';
import { fakeGoogleAccounts, random } from './fake-google-accounts.js';
import { fakeYoutubeModes } from './fake-youtube-modes.js';
import { listVideos, videoResource } from './fake-youtube-videos.js';
import {
  apiError,
  hangingRequests,
  quotaExceeded,
  readBody,
  type FakeVideo,
  type Session,
} from './fake-youtube-wire.js';

export type { FakeVideo } from './fake-youtube-wire.js';

/**
 * A local server that speaks what publishing to YouTube uses, in Google's formats: the OAuth token
 * endpoint (authorization code with PKCE and offline access, refresh tokens, revocation), the Data
 * API v3 resumable upload of `videos.insert` (a session `Location`, `Content-Range` chunks,
 * `308 Resume Incomplete` with `Range`, `bytes * /total` to ask how far it got), `thumbnails.set`
 * `videos.list` and the Analytics API's `reports.query`. Its switches make it fail as YouTube does: quota, a revoked consent, a file
 * too large, a refused thumbnail, and a connection cut in the middle of a chunk.
 */
export async function startFakeYoutube(options: { clientId: string; clientSecret: string }) {
  const accounts = fakeGoogleAccounts(options);
  const sessions = new Map<string, Session>();
  const videos = new Map<string, FakeVideo>();
  const calls: Array<{ method: string; path: string; headers: IncomingMessage['headers'] }> = [];
  const { modes, spend } = fakeYoutubeModes();
  let cuts = 0;
  const held = hangingRequests();

  const send = (res: ServerResponse, status: number, json: unknown, headers = {}) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
    res.end(JSON.stringify(json));
  };

  const bearer = (req: IncomingMessage) => accounts.accountOf(req);
  const analytics = fakeAnalytics({
    send,
    videos,
    accountOf: bearer,
    scopesOf: accounts.scopesOf,
    modes,
  });

  async function startSession(req: IncomingMessage, res: ServerResponse, url: URL) {
    const account = bearer(req);
    if (!account)
      return send(res, 401, apiError(401, 'Invalid Credentials', 'authError', 'global'), {
        'www-authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"',
      });
    if (url.searchParams.get('uploadType') !== 'resumable')
      return send(res, 400, apiError(400, 'Unexpected uploadType.', 'invalidUploadType'));
    if (!spend(1600)) return send(res, 403, quotaExceeded);
    const total = Number(req.headers['x-upload-content-length']);
    if (!Number.isSafeInteger(total) || total < 1)
      return send(res, 400, apiError(400, 'Missing X-Upload-Content-Length.', 'badRequest'));
    if (total > modes.maxBytes)
      return send(res, 413, apiError(413, 'Request Entity Too Large', 'uploadTooLarge', 'global'));
    const metadata = JSON.parse(
      (await readBody(req)).toString('utf8') || '{}',
    ) as Session['metadata'];
    if (!metadata.snippet?.title)
      return send(
        res,
        400,
        apiError(400, 'The request metadata does not specify a title.', 'invalidTitle'),
      );
    const id = `AEnB2U${random(30)}`;
    sessions.set(id, {
      id,
      account,
      total,
      mime: String(req.headers['x-upload-content-type'] ?? 'video/*'),
      metadata: { snippet: metadata.snippet, status: metadata.status ?? {} },
      received: [],
      length: 0,
    });
    res.writeHead(200, {
      location: `http://${req.headers.host}/upload/youtube/v3/videos?uploadType=resumable&upload_id=${id}`,
      'x-guploader-uploadid': id,
      'content-length': '0',
    });
    res.end();
  }

  function finished(session: Session): FakeVideo {
    session.video ??= (() => {
      const video: FakeVideo = {
        id: random(8).slice(0, 11),
        account: session.account,
        snippet: session.metadata.snippet,
        status: session.metadata.status,
        bytes: Buffer.concat(session.received),
        mime: session.mime,
        stats: { viewCount: 0, likeCount: 0, commentCount: 0 },
      };
      videos.set(video.id, video);
      return video;
    })();
    return session.video;
  }

  const incomplete = (res: ServerResponse, session: Session) => {
    res.writeHead(308, {
      'content-length': '0',
      ...(session.length > 0 ? { range: `bytes=0-${session.length - 1}` } : {}),
    });
    res.end();
  };

  function putChunk(req: IncomingMessage, res: ServerResponse, session: Session) {
    const range = String(req.headers['content-range'] ?? '');
    const query = /^bytes \*\/(\d+)$/.exec(range);
    if (query) {
      if (session.length >= session.total) return send(res, 200, videoResource(finished(session)));
      req.resume();
      return incomplete(res, session);
    }
    const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(range);
    if (!match || Number(match[3]) !== session.total || Number(match[1]) !== session.length) {
      req.resume();
      return send(res, 400, apiError(400, 'Invalid Content-Range.', 'badContent', 'global'));
    }
    req.on('data', (chunk: Buffer) => {
      let part = chunk;
      const holdAt = modes.holdAt;
      if (holdAt !== undefined && session.length + part.length > holdAt) {
        const kept = Math.max(0, holdAt - session.length);
        session.received.push(part.subarray(0, kept));
        session.length += kept;
        held.hang(req, part.subarray(kept));
        return;
      }
      if (modes.cutAt !== undefined && session.length + part.length > modes.cutAt) {
        part = part.subarray(0, modes.cutAt - session.length);
        session.received.push(part);
        session.length += part.length;
        modes.cutAt = undefined;
        cuts += 1;
        // What a dropped connection looks like to the client: the socket goes, no answer.
        req.socket.destroy();
        return;
      }
      session.received.push(part);
      session.length += part.length;
    });
    req.on('end', () => {
      if (session.length >= session.total) send(res, 201, videoResource(finished(session)));
      else incomplete(res, session);
    });
  }

  async function setThumbnail(req: IncomingMessage, res: ServerResponse, url: URL) {
    const account = bearer(req);
    const bytes = await readBody(req);
    if (!account)
      return send(res, 401, apiError(401, 'Invalid Credentials', 'authError', 'global'));
    if (!spend(50)) return send(res, 403, quotaExceeded);
    const video = videos.get(url.searchParams.get('videoId') ?? '');
    if (!video || video.account !== account)
      return send(res, 404, apiError(404, 'The video could not be found.', 'videoNotFound'));
    const mime = String(req.headers['content-type'] ?? '');
    if (modes.thumbnailRefused || !/^image\/(jpeg|png)$/.test(mime))
      return send(
        res,
        400,
        apiError(400, "The thumbnail's image content is invalid.", 'invalidImage'),
      );
    video.thumbnail = { mime, bytes };
    return send(res, 200, {
      kind: 'youtube#thumbnailSetResponse',
      etag: random(8),
      items: [
        {
          default: {
            url: `https://i.ytimg.com/vi/${video.id}/default.jpg`,
            width: 120,
            height: 90,
          },
        },
      ],
    });
  }

  async function route(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    calls.push({ method: req.method ?? '', path: url.pathname, headers: req.headers });
    if (req.method === 'POST' && url.pathname === '/token') {
      const answer = accounts.token(new URLSearchParams((await readBody(req)).toString('utf8')));
      return send(res, answer.status, answer.body);
    }
    if (req.method === 'POST' && url.pathname === '/revoke') {
      const form = new URLSearchParams((await readBody(req)).toString('utf8'));
      accounts.revoke(form.get('token') ?? '');
      return send(res, 200, {});
    }
    if (url.pathname === '/upload/youtube/v3/videos') {
      const session = sessions.get(url.searchParams.get('upload_id') ?? '');
      if (req.method === 'POST' && !url.searchParams.has('upload_id'))
        return startSession(req, res, url);
      if (req.method === 'PUT' && session) {
        if (!bearer(req)) {
          req.resume();
          return send(res, 401, apiError(401, 'Invalid Credentials', 'authError', 'global'));
        }
        return putChunk(req, res, session);
      }
      req.resume();
      return send(res, 404, apiError(404, 'Upload session not found.', 'notFound', 'global'));
    }
    if (req.method === 'POST' && url.pathname === '/upload/youtube/v3/thumbnails/set')
      return setThumbnail(req, res, url);
    if (req.method === 'GET' && url.pathname === '/youtube/v3/videos')
      return listVideos(req, res, url, { send, videos, modes, accountOf: bearer });
    if (req.method === 'GET' && url.pathname === '/v2/reports')
      return analytics.reportsQuery(req, res, url);
    req.resume();
    return send(res, 404, { error: 'not_found' });
  }

  const server: Server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, apiError(500, String(error), 'backendError', 'global'));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    /** The env of a test app that publishes to this fake instead of YouTube. */
    env: (over: Record<string, string> = {}) => ({
      GOOGLE_CLIENT_ID: options.clientId,
      GOOGLE_CLIENT_SECRET: options.clientSecret,
      GOOGLE_AUTH_URL: `${url}/o/oauth2/v2/auth`,
      GOOGLE_TOKEN_URL: `${url}/token`,
      YOUTUBE_API_URL: `${url}/youtube/v3`,
      YOUTUBE_ANALYTICS_URL: `${url}/v2`,
      ...over,
    }),
    modes,
    videos,
    calls,
    /** How many connections were cut so far. */
    cuts: () => cuts,
    /** Sets what reports.query answers of a video on a day. */
    setAnalyticsDay: analytics.setDay,
    /** How many upload requests hang at `modes.holdAt` now. */
    held: () => held.count(),
    /** Ends the hold: hanging requests take the rest of their bytes, and so do later ones. */
    release() {
      modes.holdAt = undefined;
      held.releaseAll();
    },
    approve: accounts.approve,
    grantRefreshToken: accounts.grantRefreshToken,
    revokeAll: accounts.revokeAll,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The fake YouTube server's handle. */
export type FakeYoutube = Awaited<ReturnType<typeof startFakeYoutube>>;
