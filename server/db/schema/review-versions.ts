/** What the server read of one uploaded video and the images it made; also the job's queue. */
export interface MediaFactsTable {
  file_id: string;
  /** pending (queued), working (claimed at claimed_at), ready, failed. */
  state: 'pending' | 'working' | 'ready' | 'failed';
  attempts: number;
  claimed_at: string | null;
  fps_num: number | null;
  fps_den: number | null;
  duration_ms: number | null;
  width: number | null;
  height: number | null;
  poster_name: string | null;
  sprite_name: string | null;
  sprite_columns: number | null;
  sprite_rows: number | null;
  sprite_count: number | null;
  sprite_interval_ms: number | null;
  tile_width: number | null;
  tile_height: number | null;
  error: string | null;
  created_at: string;
  updated_at: string;
}

/** A Partner's link for a guest to watch one delivered file; the token is kept only hashed. */
export interface ReviewLinksTable {
  id: string;
  token_hash: string;
  order_id: string;
  file_id: string;
  created_by: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  password_hash: string | null;
  allow_download: number;
  /** What a download hands a guest when allowed: the watermarked proxy or the original. */
  download_rendition: 'proxy' | 'original';
}

/** Every time a guest opened a link, under the name they gave. */
export interface ReviewLinkViewsTable {
  id: string;
  link_id: string;
  guest_name: string;
  viewed_at: string;
  /** view: the guest opened the link; download: they downloaded the file. */
  kind: 'view' | 'download';
}

/** A guest's watermarked copy of a link's file, made by the media job; also its queue. */
export interface GuestRenditionsTable {
  id: string;
  link_id: string;
  file_id: string;
  guest_name: string;
  /** The text burned into the picture. */
  watermark: string;
  /** pending (queued), working (claimed at claimed_at), ready, failed. */
  state: 'pending' | 'working' | 'ready' | 'failed';
  attempts: number;
  claimed_at: string | null;
  stored_name: string | null;
  size: number | null;
  error: string | null;
  created_at: string;
  updated_at: string;
}

/** A video's review proxy: the light rendition review players stream (the media job makes it). */
export interface ReviewProxiesTable {
  file_id: string;
  /** pending (queued), working (claimed at claimed_at), ready, failed. */
  state: 'pending' | 'working' | 'ready' | 'failed';
  attempts: number;
  claimed_at: string | null;
  stored_name: string | null;
  size: number | null;
  error: string | null;
  created_at: string;
  updated_at: string;
}
