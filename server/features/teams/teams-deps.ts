import type { RealtimeHub } from '../../realtime/realtime-hub.js';
import type { AssignedWorkSource } from './assigned-work.js';
import { dayOf } from './team-rules.js';
import type { TeamsRepository } from './teams.repository.js';

/** What the teams directory needs: its repository, the clock and (live pages) the socket hub. */
export type DirectoryDeps = {
  repo: TeamsRepository;
  now?: () => Date;
  /** Pushes availability changes to open pages (status-push.ts); none in most tests. */
  hub?: RealtimeHub;
};

/** What the teams use cases need. */
export type TeamsDeps = DirectoryDeps & {
  /** Assigned work for the scheduler, supplied by Orders. */
  work: AssignedWorkSource;
};

/** The current time by the deps' clock (the wall clock when none is given). */
export function nowOf(deps: Pick<DirectoryDeps, 'now'>): Date {
  return deps.now ? deps.now() : new Date();
}

/** The current UTC day by the deps' clock, `YYYY-MM-DD`. */
export function todayOf(deps: Pick<DirectoryDeps, 'now'>): string {
  return dayOf(nowOf(deps));
}
