import type { FastifyInstance } from 'fastify';
import { nextCursorHeader } from '../../../common/api/paging.js';
import { teamRoutes } from '../../../common/api/teams.js';
import type { Services } from '../../services.js';

/** The routes of docs/product.md §7 Comm and user that teams own, and the staff scheduler's. */
export function register(app: FastifyInstance, services: Pick<Services, 'teams'>): void {
  const service = services.teams;

  app.contract(teamRoutes.team, ({ principal, query }) => service.team(principal, query));
  app.contract(teamRoutes.addToTeam, ({ principal, body }) => service.addToTeam(principal, body));
  app.contract(teamRoutes.removeFromTeam, ({ principal, query }) =>
    service.removeFromTeam(principal, query),
  );
  app.contract(teamRoutes.friendships, async ({ principal, query, reply }) => {
    const page = await service.friendships(principal, query);
    // The answer stays the specified list; the next page's cursor travels beside it.
    if (page.nextCursor) void reply.header(nextCursorHeader, page.nextCursor);
    return page.list;
  });
  app.contract(teamRoutes.groupMembers, ({ principal, query }) =>
    service.groupMembers(principal, query),
  );
  app.contract(teamRoutes.userData, ({ principal, query }) => service.userData(principal, query));
  app.contract(teamRoutes.updateUserData, ({ principal, query, body }) =>
    service.updateProductionInfo(principal, query, body),
  );
  app.contract(teamRoutes.wallet, ({ principal }) => service.wallet(principal));
  app.contract(teamRoutes.changeWallet, ({ principal, body }) =>
    service.changeWallet(principal, body),
  );
  app.contract(teamRoutes.myStaffProfile, ({ principal }) => service.myStaffProfile(principal));
  app.contract(teamRoutes.setStatus, ({ principal, body }) => service.setStatus(principal, body));
  app.contract(teamRoutes.work, ({ principal, query }) => service.work(principal, query));
  app.contract(teamRoutes.staffOverview, ({ principal, query }) =>
    service.staffOverview(principal, query),
  );
  app.contract(teamRoutes.setTier, async ({ principal, body }) => {
    await service.setTier(principal, body);
    return { ok: true as const };
  });
  app.contract(teamRoutes.vacations, ({ principal, query }) => service.vacations(principal, query));
  app.contract(teamRoutes.bookVacation, ({ principal, body }) =>
    service.bookVacation(principal, body),
  );
  app.contract(teamRoutes.cancelVacation, ({ principal, params }) =>
    service.cancelVacation(principal, params.id),
  );
  app.contract(teamRoutes.endVacation, ({ principal, params }) =>
    service.endVacation(principal, params.id),
  );
  app.contract(teamRoutes.adminSetStatus, ({ principal, params, body }) =>
    service.adminSetStatus(principal, params.uid, body),
  );
}
