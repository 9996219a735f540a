import type { WorkItem } from '../../../common/api/teams.js';
import { dashboardPaths } from '../../../common/paths.js';
import type { AssignedWorkSource } from '../teams/teams.public.js';
import type { OrdersRepository } from './orders.repository.js';

const dayMs = 86_400_000;

/** The day after a `YYYY-MM-DD` day, at midnight UTC, as an ISO time. */
function startOfNextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + dayMs).toISOString();
}

/**
 * The Staff Scheduler's assigned work, read from orders: a staff member's open orders, placed on
 * their due day (UTC), each opening in the Inbox.
 */
export function ordersAssignedWork(
  repo: Pick<OrdersRepository, 'openDueBetween' | 'openCounts'>,
): AssignedWorkSource {
  return {
    async itemsFor(staffId, from, to): Promise<WorkItem[]> {
      const rows = await repo.openDueBetween(staffId, `${from}T00:00:00.000Z`, startOfNextDay(to));
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        type: row.type,
        client: row.client_name,
        dueTime: row.due_at,
        path: dashboardPaths.inbox({ active: row.id }),
      }));
    },

    openCounts(staffIds) {
      return repo.openCounts(staffIds);
    },
  };
}
