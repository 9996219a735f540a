// Media facts (docs/glossary.md: feature **media**): what the server read of an uploaded video and
// the poster and sprite images it made of it. They belong to a file, whoever shows it (the drive's
// posters, a version's player), so they have their own contract beside review-versions.
import { z } from 'zod/mini';
import { defineRoute } from './contract.js';
import { UploadId } from './drive.js';
import { plainText } from './fields.js';

/** The sprite sheet of a video: `count` tiles of `tileWidth`×`tileHeight`, one per `intervalMs`. */
export const SpriteGrid = z.object({
  url: z.string(),
  columns: z.number().check(z.int()),
  rows: z.number().check(z.int()),
  count: z.number().check(z.int()),
  intervalMs: z.number().check(z.int()),
  tileWidth: z.number().check(z.int()),
  tileHeight: z.number().check(z.int()),
});
export type SpriteGrid = z.infer<typeof SpriteGrid>;

/**
 * What the server read from a video once it was uploaded (ffprobe) and the images it made
 * (ffmpeg). `state` is `pending` until the background job has run; `failed` when the file could
 * not be read. `frameRate` is frames per second (29.97 for 30000/1001), with the exact fraction.
 */
export const MediaFacts = z.object({
  fileId: z.string(),
  state: z.enum(['pending', 'ready', 'failed']),
  frameRate: z.nullable(z.number()),
  frameRateFraction: z.nullable(
    z.object({ num: z.number().check(z.int()), den: z.number().check(z.int()) }),
  ),
  durationMs: z.nullable(z.number().check(z.int())),
  width: z.nullable(z.number().check(z.int())),
  height: z.nullable(z.number().check(z.int())),
  posterUrl: z.nullable(z.string()),
  sprite: z.nullable(SpriteGrid),
  /**
   * Where review players stream the video: its light proxy (H.264, at most 720 px tall, every
   * frame at its time), signed for a few hours; null until the media job made it, when players
   * stream the original. Downloads always hand out the original.
   */
  proxyUrl: z.nullable(z.string()),
});
export type MediaFacts = z.infer<typeof MediaFacts>;

export const MediaFactsRequest = z.object({
  fileIds: z.array(UploadId).check(z.minLength(1)).check(z.maxLength(200)),
});
export type MediaFactsRequest = z.infer<typeof MediaFactsRequest>;
export const MediaFactsResponse = z.object({ facts: z.array(MediaFacts) });
export type MediaFactsResponse = z.infer<typeof MediaFactsResponse>;

export const mediaRoutes = {
  mediaFacts: defineRoute({
    method: 'POST',
    path: '/api/media/facts',
    auth: true,
    body: MediaFactsRequest,
    response: MediaFactsResponse,
  }),
  /** A poster or sprite image; `access` is the signed value from a facts answer. */
  mediaImage: defineRoute({
    method: 'GET',
    path: '/api/media/image/:fileId/:image',
    auth: false,
    params: z.object({ fileId: UploadId, image: z.enum(['poster', 'sprite']) }),
    query: z.object({ access: plainText().check(z.maxLength(300)) }),
    response: z.unknown(),
  }),
  /** A video's review proxy, whole or one byte range (206); `access` from a facts answer. */
  reviewProxy: defineRoute({
    method: 'GET',
    path: '/api/media/proxy/:fileId',
    auth: false,
    params: z.object({ fileId: UploadId }),
    query: z.object({ access: plainText().check(z.maxLength(300)) }),
    response: z.unknown(),
  }),
} as const;
