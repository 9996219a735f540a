import type { FastifyInstance } from 'fastify';
import { adminOverviewRoutes } from '../../../common/api/admin-overview.js';
import type { Services } from '../../services.js';
import { adminOverview } from './admin-overview.js';

/** The Admin's Dashboard: GET /api/admin/overview. */
export function register(app: FastifyInstance, services: Pick<Services, 'adminOverview'>): void {
  const deps = services.adminOverview;
  app.contract(adminOverviewRoutes.overview, ({ principal }) => adminOverview(deps, principal));
}
