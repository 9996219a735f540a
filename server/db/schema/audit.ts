import type { Optional } from './columns.js';

/** One Admin action or Admin sign-in; rows are only ever inserted (the database refuses changes). */
export interface AuditLogTable {
  id: string;
  at: string;
  /** Who acted; kept without a foreign key so deleting the user leaves the history intact. */
  actor_id: string | null;
  /** The actor's name when they acted (migration 202612070302); null on older rows. */
  actor_name: Optional<string>;
  action: string;
  subject_type: string;
  subject_id: string;
  /** The subject before and after the action, as JSON text; null when there was none. */
  before_json: string | null;
  after_json: string | null;
  request_id: string | null;
  ip: string | null;
}

/** One session as opened by a sign-in; its id is the refresh-token family it started. */
export interface SignInsTable {
  id: string;
  user_id: string;
  at: string;
  ip: string;
  user_agent: string;
  /** When the user ended the session from another one; null while it may still refresh. */
  ended_at: string | null;
  /** SHA-256 of the browser's device cookie (migration 202612070303); null for other clients. */
  device_hash: Optional<string>;
}
