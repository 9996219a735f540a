import type { FastifyInstance } from 'fastify';
import { teamRoutes } from '../../../common/api/teams.js';
import { mountContract } from '../../http/contract-route.js';
import type { TeamsService } from './teams.service.js';

/** The routes of SPEC §7 Comm and user that teams own, and the staff scheduler's. */
export function teamsRoutes(
  app: FastifyInstance,
  deps: { service: TeamsService; jwtKey: Uint8Array },
): void {
  const { service, jwtKey } = deps;
  const mount = <C extends (typeof teamRoutes)[keyof typeof teamRoutes]>(
    contract: C,
    handler: Parameters<typeof mountContract<C>>[3],
  ) => mountContract(app, jwtKey, contract, handler);

  mount(teamRoutes.team, ({ principal, query }) => service.team(principal, query));
  mount(teamRoutes.addToTeam, ({ principal, body }) => service.addToTeam(principal, body));
  mount(teamRoutes.removeFromTeam, ({ principal, query }) =>
    service.removeFromTeam(principal, query),
  );
  mount(teamRoutes.friendships, ({ principal, query }) => service.friendships(principal, query));
  mount(teamRoutes.userData, ({ principal, query }) => service.userData(principal, query));
  mount(teamRoutes.updateUserData, ({ principal, query, body }) =>
    service.updateProductionInfo(principal, query, body),
  );
  mount(teamRoutes.myStaffProfile, ({ principal }) => service.myStaffProfile(principal));
  mount(teamRoutes.setStatus, ({ principal, body }) => service.setStatus(principal, body));
  mount(teamRoutes.work, ({ principal, query }) => service.work(principal, query));
  mount(teamRoutes.staffOverview, ({ principal }) => service.staffOverview(principal));
  mount(teamRoutes.setTier, async ({ principal, body }) => {
    await service.setTier(principal, body);
    return { ok: true as const };
  });
}
