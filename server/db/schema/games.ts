import type { TermsLabel, VideoStatus } from '../../../common/api/games.js';

/** A Partner's or Affiliate's partnership with one of the games of common/games.ts. */
export interface GamePartnershipsTable {
  id: string;
  game_id: string;
  user_id: string;
  created_at: string;
}

/** One Ownership Booster form as sent; `month` (YYYY-MM) is the review it counts in. */
export interface GameBoostsTable {
  id: string;
  game_id: string;
  user_id: string;
  month: string;
  note: string;
  created_at: string;
}

/** A promotion video of a Booster form, approved or rejected by an Admin. */
export interface GameBoostVideosTable {
  id: string;
  boost_id: string;
  game_id: string;
  user_id: string;
  month: string;
  position: number;
  /** The YouTube video id; unique per game. */
  video_id: string;
  url: string;
  /** `YYYY-MM-DD`. */
  published_on: string;
  status: VideoStatus;
  reviewed_by: string | null;
  reviewed_at: string | null;
  /** Why an Admin rejected it, shown to its partner; null otherwise. */
  review_reason: string | null;
  created_at: string;
}

/** A month an Admin closed. */
export interface GameMonthClosesTable {
  month: string;
  closed_by: string | null;
  closed_at: string;
}

/** A partnership's share of its game's pool in `month`, set by closing the month before. */
export interface GameSharesTable {
  id: string;
  game_id: string;
  user_id: string;
  month: string;
  /** The terms it was computed with: Standard, Premium or Affiliate. */
  plan: TermsLabel;
  min_bp: number;
  max_bp: number;
  approved_videos: number;
  desired_bp: number;
  start_bp: number;
  floor_bp: number;
  created_at: string;
}

/** Rows upserted to serialise writers of one key (a user's partnerships, a game, a month). */
export interface GameLocksTable {
  key: string;
  touched_at: string;
}
