import type { FastifyInstance } from 'fastify';
import { adminOverviewRoutes } from '../../../common/api/admin-overview.js';
import type { Services } from '../../services.js';
import { adminOverview } from './admin-overview.js';
import { staffRecord } from './staff-record.js';

/** The Admin's Dashboard (GET /api/admin/overview) and staff page (GET /api/admin/staff/:uid). */
export function register(app: FastifyInstance, services: Pick<Services, 'adminOverview'>): void {
  const deps = services.adminOverview;
  app.contract(adminOverviewRoutes.overview, ({ principal }) => adminOverview(deps, principal));
  app.contract(adminOverviewRoutes.staffRecord, ({ principal, params }) =>
    staffRecord(deps, principal, params.uid),
  );
}
