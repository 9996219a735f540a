import type { FastifyInstance } from 'fastify';
import { nextCursorHeader } from '../../../common/api/paging.js';
import { teamRoutes } from '../../../common/api/teams.js';
import type { Services } from '../../services.js';

/** The routes of docs/product.md §7 Comm and user that teams own, and the staff scheduler's. */
export function register(app: FastifyInstance, services: Pick<Services, 'teams'>): void {
  const service = services.teams;
  const mount = app.contract.bind(app);

  mount(teamRoutes.team, ({ principal, query }) => service.team(principal, query));
  mount(teamRoutes.addToTeam, ({ principal, body }) => service.addToTeam(principal, body));
  mount(teamRoutes.removeFromTeam, ({ principal, query }) =>
    service.removeFromTeam(principal, query),
  );
  mount(teamRoutes.friendships, async ({ principal, query, reply }) => {
    const page = await service.friendships(principal, query);
    // The answer stays the specified list; the next page's cursor travels beside it.
    if (page.nextCursor) void reply.header(nextCursorHeader, page.nextCursor);
    return page.list;
  });
  mount(teamRoutes.groupMembers, ({ principal, query }) => service.groupMembers(principal, query));
  mount(teamRoutes.userData, ({ principal, query }) => service.userData(principal, query));
  mount(teamRoutes.updateUserData, ({ principal, query, body }) =>
    service.updateProductionInfo(principal, query, body),
  );
  mount(teamRoutes.wallet, ({ principal }) => service.wallet(principal));
  mount(teamRoutes.changeWallet, ({ principal, body }) => service.changeWallet(principal, body));
  mount(teamRoutes.myStaffProfile, ({ principal }) => service.myStaffProfile(principal));
  mount(teamRoutes.setStatus, ({ principal, body }) => service.setStatus(principal, body));
  mount(teamRoutes.work, ({ principal, query }) => service.work(principal, query));
  mount(teamRoutes.staffOverview, ({ principal, query }) =>
    service.staffOverview(principal, query),
  );
  mount(teamRoutes.setTier, async ({ principal, body }) => {
    await service.setTier(principal, body);
    return { ok: true as const };
  });
  mount(teamRoutes.vacations, ({ principal, query }) => service.vacations(principal, query));
  mount(teamRoutes.bookVacation, ({ principal, body }) => service.bookVacation(principal, body));
  mount(teamRoutes.cancelVacation, ({ principal, params }) =>
    service.cancelVacation(principal, params.id),
  );
  mount(teamRoutes.adminSetStatus, ({ principal, params, body }) =>
    service.adminSetStatus(principal, params.uid, body),
  );
}
