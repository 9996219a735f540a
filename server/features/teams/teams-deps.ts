import type { RealtimeHub } from '../../realtime/realtime-hub.js';
import type { AssignedWorkSource } from './assigned-work.js';
import { dayOf } from './team-rules.js';
import type { TeamsRepository } from './teams.repository.js';
import type { Clock } from '../../clock.js';

/**
 * A System chat notice to post (the chat's SystemMessenger, described here rather than imported,
 * since the chat reads teams and teams must not read the chat).
 */
export type TeamNotices = {
  post(notice: {
    readers: readonly { uid: string; body: string }[];
    key: string;
    link: string | null;
  }): Promise<void>;
};

/** What the teams directory needs: its repository, the clock and (live pages) the socket hub. */
export type DirectoryDeps = {
  repo: TeamsRepository;
  now: Clock;
  /** Pushes availability changes to open pages (status-push.ts); none in most tests. */
  hub?: RealtimeHub;
  /** Tells staff in their System chat that they joined a team; nobody is told without it. */
  notices?: TeamNotices;
  log?: { error(obj: object, msg: string): void };
};

/** What the teams use cases need. */
export type TeamsDeps = DirectoryDeps & {
  /** Assigned work for the scheduler, supplied by Orders. */
  work: AssignedWorkSource;
};

/** The current UTC day by the deps' clock, `YYYY-MM-DD`. */
export function todayOf(deps: Pick<DirectoryDeps, 'now'>): string {
  return dayOf(deps.now());
}
