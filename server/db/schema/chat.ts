import type { Generated } from 'kysely';
import type { MessageType } from '../../../common/realtime.js';

/** A chat message; `seq` is made by the database and orders every message. */
export interface ChatMessagesTable {
  seq: Generated<number>;
  id: string;
  /** d:{uid}:{uid} (smaller first), g:{group}, s:{user} (support thread), y:{user} (System). */
  conversation: string;
  type: MessageType;
  /** The socket's user (the Admin, when written for a client); 'system' for order notices. */
  author_id: string;
  client_id: string;
  from_id: string | null;
  to_id: string;
  thread_id: string | null;
  body: string;
  alias: string | null;
  reference_file_id: string | null;
  link: string | null;
  emulated_by: string | null;
  created_at: string;
}

/** How far a user has read each conversation. */
export interface ChatReadsTable {
  user_id: string;
  conversation: string;
  last_read_seq: number;
  updated_at: string;
}

/** Audit log: every message an Admin wrote for a client. */
export interface ChatEmulationsTable {
  id: string;
  admin_id: string;
  client_id: string;
  message_id: string;
  created_at: string;
}

/** The state and assignee of a user's Support thread (no row: open, nobody assigned). */
export interface SupportThreadsTable {
  user_id: string;
  state: 'open' | 'waiting' | 'closed';
  assignee_id: string | null;
  updated_by: string;
  updated_at: string;
}

/** A tag an Admin put on a user's Support thread (`SupportTag`: billing, orders, bug). */
export interface SupportThreadTagsTable {
  user_id: string;
  tag: 'billing' | 'orders' | 'bug';
  tagged_by: string;
  tagged_at: string;
}

/** An Admin's internal note on a user's Support thread; never shown to the user. */
export interface SupportNotesTable {
  id: string;
  user_id: string;
  author_id: string;
  body: string;
  created_at: string;
}

/** A conversation a user muted: it neither notifies them nor goes into their e-mail digest. */
export interface ChatMutesTable {
  user_id: string;
  conversation: string;
  created_at: string;
}

/** A user's chat e-mail digest: on (1) or off, its quiet time, and the last message it covered. */
export interface ChatNotifySettingsTable {
  user_id: string;
  email_digest: number;
  quiet_minutes: number;
  digested_seq: number;
  updated_at: string;
}

/** A saved reply of the Admins, shared by all of them. */
export interface SupportRepliesTable {
  id: string;
  title: string;
  body: string;
  /** The Admin who wrote or last changed it. */
  updated_by: string;
  created_at: string;
  updated_at: string;
}
