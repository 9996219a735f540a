import { mediaRoutes, type MediaFacts } from '../../../common/api/media.js';
import { fillPath } from '../../../common/api/contract.js';
import { signImage, type MediaImage } from './image-links.js';
import type { MediaRow } from './media.repository.js';

function imageUrl(
  secret: Uint8Array,
  fileId: string,
  image: Exclude<MediaImage, 'proxy'>,
  now: Date,
): string {
  const path = fillPath(mediaRoutes.mediaImage.path, { fileId, image });
  return `${path}?access=${encodeURIComponent(signImage(secret, fileId, image, now))}`;
}

/** The signed address review players stream a video's proxy from. */
function proxyUrl(secret: Uint8Array, fileId: string, now: Date): string {
  const path = fillPath(mediaRoutes.reviewProxy.path, { fileId });
  return `${path}?access=${encodeURIComponent(signImage(secret, fileId, 'proxy', now))}`;
}

/** A stored row as the API shows it, with signed image URLs (and the proxy's, once made). */
export function mediaView(
  row: MediaRow,
  secret: Uint8Array,
  now: Date,
  proxyReady = false,
): MediaFacts {
  const ready = row.state === 'ready';
  const fraction =
    ready && row.fps_num && row.fps_den ? { num: row.fps_num, den: row.fps_den } : null;
  const sprite =
    ready &&
    row.sprite_name &&
    row.sprite_columns &&
    row.sprite_rows &&
    row.sprite_count &&
    row.sprite_interval_ms &&
    row.tile_width &&
    row.tile_height
      ? {
          url: imageUrl(secret, row.file_id, 'sprite', now),
          columns: row.sprite_columns,
          rows: row.sprite_rows,
          count: row.sprite_count,
          intervalMs: row.sprite_interval_ms,
          tileWidth: row.tile_width,
          tileHeight: row.tile_height,
        }
      : null;
  return {
    fileId: row.file_id,
    state: ready ? 'ready' : row.state === 'failed' ? 'failed' : 'pending',
    frameRate: fraction ? Math.round((fraction.num / fraction.den) * 1000) / 1000 : null,
    frameRateFraction: fraction,
    durationMs: ready ? row.duration_ms : null,
    width: ready ? row.width : null,
    height: ready ? row.height : null,
    posterUrl: ready && row.poster_name ? imageUrl(secret, row.file_id, 'poster', now) : null,
    sprite,
    proxyUrl: proxyReady ? proxyUrl(secret, row.file_id, now) : null,
  };
}
