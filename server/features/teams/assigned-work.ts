import type { WorkItem } from '../../../common/api/teams.js';

/**
 * Where the Staff Scheduler reads a staff member's assigned work. Teams does not know orders: the
 * Orders feature supplies a source over its own repository (open orders assigned to the staff
 * member, placed on their due day) and the composition root passes it to teams.
 */
export type AssignedWorkSource = {
  /** Work assigned to the staff member that is due between `from` and `to` (days, inclusive). */
  itemsFor(staffId: string, from: string, to: string): Promise<WorkItem[]>;
  /** Open (not yet delivered) work items per staff member; absent means none. */
  openCounts(staffIds: readonly string[]): Promise<Map<string, number>>;
};
