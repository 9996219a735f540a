import type { ColumnType } from 'kysely';

export interface DriveFoldersTable {
  id: string;
  owner_id: string;
  name: string;
  created_at: string;
  /** The video title the order form's uploads were for; null for folders named by hand. */
  title: string | null;
  /** Set while the folder is a draft of an order form nobody ordered: when it was last touched. */
  draft_at: string | null;
}

export interface DriveFilesTable {
  id: string;
  folder_id: string;
  uploader_id: string;
  original_name: string;
  stored_name: string;
  mime: string;
  kind: 'video' | 'image';
  /** bigint: PostgreSQL hands it back as a string, so the repository converts it. */
  size: ColumnType<number | string, number, number>;
  sha256: string | null;
  state: 'uploading' | 'finished';
  paused: number;
  layer: number;
  order_id: string | null;
  created_at: string;
  finished_at: string | null;
}
