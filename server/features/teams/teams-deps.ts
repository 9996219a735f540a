import type { RealtimeHub } from '../../realtime/realtime-hub.js';
import type { AssignedWorkSource } from './assigned-work.js';
import { dayOf } from './team-rules.js';
import type { TeamsRepository } from './teams.repository.js';
import type { Clock } from '../../clock.js';

/** What the teams directory needs: its repository, the clock and (live pages) the socket hub. */
export type DirectoryDeps = {
  repo: TeamsRepository;
  now: Clock;
  /** Pushes availability changes to open pages (status-push.ts); none in most tests. */
  hub?: RealtimeHub;
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
