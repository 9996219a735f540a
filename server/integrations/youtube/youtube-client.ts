import { youtubeAnalytics } from './youtube-analytics.js';
import { youtubeOAuth } from './youtube-oauth.js';
import { z } from 'zod';
import {
  YoutubeError,
  type UploadProgress,
  type VideoMetadata,
  type VideoFigures,
  type YoutubeFailure,
  type YoutubePublisher,
  type YoutubeClientOptions,
} from './youtube-publisher.js';

// Google's error body: { error: { code, message, errors: [{ reason }] } }.
const GoogleErrorBody = z.object({
  error: z.object({
    message: z.string().optional(),
    errors: z.array(z.object({ reason: z.string().optional() })).optional(),
  }),
});

const VideoResource = z.object({ kind: z.literal('youtube#video'), id: z.string().min(1) });
const count = z
  .string()
  .regex(/^[0-9]+$/)
  .transform(Number);
const VideoList = z.object({
  kind: z.literal('youtube#videoListResponse'),
  items: z
    .array(
      z.object({
        id: z.string(),
        statistics: z
          .object({ viewCount: count, likeCount: count, commentCount: count })
          .partial()
          .optional(),
      }),
    )
    .optional(),
});

/** Reads a failed answer as one of the failures the publishing rules know. */
export async function failureOf(response: Response, what: string): Promise<YoutubeError> {
  const text = await response.text().catch(() => '');
  let reason = '';
  try {
    const body = GoogleErrorBody.safeParse(JSON.parse(text));
    reason = body.success ? (body.data.error.errors?.[0]?.reason ?? '') : '';
  } catch {
    // Not JSON: the status decides.
  }
  const { status } = response;
  let failure: YoutubeFailure = 'refused';
  if (status === 401) failure = 'revoked';
  else if (
    reason === 'quotaExceeded' ||
    reason === 'dailyLimitExceeded' ||
    reason === 'rateLimitExceeded'
  )
    failure = 'quota';
  else if (status === 413 || reason === 'uploadTooLarge') failure = 'too_large';
  else if (status === 404 || status === 410) failure = 'session_gone';
  else if (status >= 500) failure = 'transient';
  return new YoutubeError(
    failure,
    `${what}: YouTube answered ${status} ${reason} ${text.slice(0, 200)}`,
  );
}

/** The upload host of a Data API base URL: `…/youtube/v3` becomes `…/upload/youtube/v3`. */
export function uploadBaseOf(apiUrl: string): string {
  const url = new URL(apiUrl);
  return `${url.origin}/upload${url.pathname.replace(/\/$/, '')}`;
}

/** Reads an upload answer: 308 with the Range held, or the finished video resource. */
async function progressOf(response: Response, what: string): Promise<UploadProgress> {
  if (response.status === 308) {
    await response.body?.cancel();
    // `Range: bytes=0-n` names the last byte held; no Range means none yet.
    const range = /^bytes=0-(\d+)$/.exec(response.headers.get('range') ?? '');
    return { done: false, offset: range?.[1] ? Number(range[1]) + 1 : 0 };
  }
  if (response.status === 200 || response.status === 201) {
    const video = VideoResource.safeParse(await response.json().catch(() => null));
    if (!video.success) throw new YoutubeError('transient', `${what}: not a video resource`);
    return { done: true, youtubeVideoId: video.data.id };
  }
  throw await failureOf(response, what);
}

/** The video resource videos.insert is sent: its snippet and status parts. */
function insertBody(metadata: VideoMetadata) {
  return {
    snippet: {
      title: metadata.title,
      description: metadata.description,
      tags: metadata.tags,
      categoryId: metadata.categoryId,
    },
    status: {
      privacyStatus: metadata.privacyStatus,
      selfDeclaredMadeForKids: metadata.madeForKids,
      ...(metadata.publishAt ? { publishAt: metadata.publishAt } : {}),
    },
  };
}

/**
 * The real client: OAuth through oauth4webapi (youtube-oauth.ts), the Data API with fetch. Each
 * call is one request; resuming, retrying and remembering where an upload stands is the
 * publishing job's work.
 */
export function youtubeClient(options: YoutubeClientOptions): YoutubePublisher {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const uploadBase = uploadBaseOf(options.apiUrl);

  async function call(url: string, init: RequestInit, what: string): Promise<Response> {
    try {
      // 308 is YouTube's "Resume Incomplete", not a redirect to follow.
      return await fetch(url, {
        ...init,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (cause) {
      throw new YoutubeError('transient', `${what}: no answer (${String(cause)})`);
    }
  }

  return {
    kind: 'youtube',
    ...youtubeOAuth(options),
    ...youtubeAnalytics(options, call, failureOf),
    async startUpload(token, { metadata, size, mime }) {
      const url = `${uploadBase}/videos?uploadType=resumable&part=snippet,status`;
      const response = await call(
        url,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json; charset=UTF-8',
            'x-upload-content-length': String(size),
            'x-upload-content-type': mime,
          },
          body: JSON.stringify(insertBody(metadata)),
        },
        'videos.insert',
      );
      const location = response.headers.get('location');
      if (!response.ok) throw await failureOf(response, 'videos.insert');
      await response.body?.cancel();
      if (!location) throw new YoutubeError('transient', 'videos.insert: no upload session');
      return location;
    },
    async uploadStatus(token, uploadUrl, size) {
      const response = await call(
        uploadUrl,
        {
          method: 'PUT',
          headers: { authorization: `Bearer ${token}`, 'content-range': `bytes */${size}` },
        },
        'upload status',
      );
      return progressOf(response, 'upload status');
    },
    async sendChunk(token, uploadUrl, { start, size, bytes }) {
      const end = start + bytes.length - 1;
      const response = await call(
        uploadUrl,
        {
          method: 'PUT',
          headers: {
            authorization: `Bearer ${token}`,
            'content-range': `bytes ${start}-${end}/${size}`,
          },
          // Node reads the buffer as it is; the DOM typings want its memory typed as a plain ArrayBuffer.
          body: bytes as Uint8Array<ArrayBuffer>,
        },
        'upload chunk',
      );
      return progressOf(response, 'upload chunk');
    },
    async setThumbnail(token, youtubeVideoId, image) {
      const url = `${uploadBase}/thumbnails/set?videoId=${encodeURIComponent(youtubeVideoId)}`;
      const response = await call(
        url,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': image.mime },
          body: image.bytes as Uint8Array<ArrayBuffer>,
        },
        'thumbnails.set',
      );
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      const failure = await failureOf(response, 'thumbnails.set');
      // A 400 or 403 here is about the image or the channel's right to custom thumbnails.
      if (failure.failure === 'refused')
        throw new YoutubeError('thumbnail_refused', failure.message);
      throw failure;
    },
    async videoFigures(token, ids): Promise<VideoFigures[]> {
      if (ids.length === 0) return [];
      const url = new URL(`${options.apiUrl}/videos`);
      url.search = new URLSearchParams({ part: 'statistics', id: ids.join(',') }).toString();
      const response = await call(
        url.toString(),
        { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } },
        'videos.list',
      );
      if (!response.ok) throw await failureOf(response, 'videos.list');
      const list = VideoList.safeParse(await response.json().catch(() => null));
      if (!list.success) throw new YoutubeError('transient', 'videos.list: unexpected answer');
      return (list.data.items ?? []).map((item) => ({
        youtubeVideoId: item.id,
        views: item.statistics?.viewCount ?? 0,
        likes: item.statistics?.likeCount ?? null,
        comments: item.statistics?.commentCount ?? null,
      }));
    },
  };
}
