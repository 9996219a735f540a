import type { DayAnalytics, DayFigures, Publication } from '../../../common/api/publishing.js';
import type { PublicationRow } from './publications.repository.js';

/** Failures the Partner may retry: the upload resumes where YouTube says it stopped. */
export const retryableErrors: ReadonlySet<string> = new Set([
  'youtube_quota',
  'youtube_consent_revoked',
  'youtube_upload_failed',
]);

/** A stored publication as the Partner sees it. */
export function publicationView(
  row: PublicationRow,
  sandbox: boolean,
  figures: DayFigures[] = [],
  analytics: DayAnalytics[] = [],
): Publication {
  const onYoutube = row.youtube_video_id !== null && !sandbox;
  return {
    id: row.id,
    requestId: row.order_id,
    title: row.title,
    visibility: row.visibility,
    publishAt: row.publish_at,
    state: row.state,
    bytesSent: row.bytes_sent,
    size: row.size,
    youtubeVideoId: row.youtube_video_id,
    videoUrl: onYoutube ? `https://www.youtube.com/watch?v=${row.youtube_video_id}` : null,
    thumbnail: row.thumbnail_state ?? 'none',
    error: row.error_code,
    canRetry: row.state === 'failed' && retryableErrors.has(row.error_code ?? ''),
    sandbox,
    createdAt: row.created_at,
    publishedAt: row.published_at,
    figures,
    analytics,
  };
}
