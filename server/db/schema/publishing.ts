import type { ColumnType } from 'kysely';
import type {
  PublicationState,
  ThumbnailState,
  Visibility,
} from '../../../common/api/publishing.js';

/** A Partner's consent to upload to their channel: the refresh token, sealed (token-cipher.ts). */
export interface YoutubeConsentsTable {
  user_id: string;
  refresh_token: string;
  scope: string;
  granted_at: string;
}

/** One incremental authorization in progress: its state (SHA-256 only) and PKCE verifier. */
export interface YoutubeConsentStartsTable {
  id: string;
  user_id: string;
  state_hash: string;
  code_verifier: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** bigint: PostgreSQL hands it back as a string, so the repository converts it. */
type Bytes = ColumnType<number | string, number, number>;

/** One upload of an accepted delivery to YouTube, and where it stands. */
export interface YoutubePublicationsTable {
  id: string;
  order_id: string;
  client_id: string;
  video_file_id: string;
  thumbnail_file_id: string | null;
  title: string;
  description: string;
  /** A JSON array of strings. */
  tags: string;
  category_id: string;
  made_for_kids: number;
  visibility: Visibility;
  publish_at: string | null;
  size: Bytes;
  /** The bytes YouTube confirmed holding (its last Range); where a resume starts. */
  bytes_sent: Bytes;
  /** The resumable session's URL (it holds the upload id); null until the session is opened. */
  upload_url: string | null;
  state: PublicationState;
  youtube_video_id: string | null;
  thumbnail_state: ThumbnailState | null;
  error_code: string | null;
  /** Until when one instance holds it; an expired lease lets any instance resume it. */
  lease_until: string | null;
  created_at: string;
  updated_at: string;
  published_at: string | null;
}

/** A published video's figures on one day (UTC), read from videos.list. */
export interface YoutubeVideoFiguresTable {
  publication_id: string;
  day: string;
  views: Bytes;
  likes: ColumnType<number | string | null, number | null, number | null>;
  comments: ColumnType<number | string | null, number | null, number | null>;
  read_at: string;
}

/** A published video's day, read from the YouTube Analytics API (overwritten by later reads). */
export interface YoutubeVideoAnalyticsTable {
  publication_id: string;
  day: string;
  views: Bytes;
  minutes_watched: Bytes;
  average_view_seconds: Bytes;
  impressions: ColumnType<number | string | null, number | null, number | null>;
  /** A ratio: 0.05 is 5%. */
  impressions_ctr: ColumnType<number | string | null, number | null, number | null>;
  read_at: string;
}
