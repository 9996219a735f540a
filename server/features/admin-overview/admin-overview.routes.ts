import type { FastifyInstance } from 'fastify';
import { adminCustomerRoutes } from '../../../common/api/admin-customer.js';
import { adminMoneyRoutes } from '../../../common/api/admin-money.js';
import { adminOverviewRoutes } from '../../../common/api/admin-overview.js';
import type { Services } from '../../services.js';

/**
 * The Admin's Dashboard (GET /api/admin/overview), staff page (GET /api/admin/staff/:uid), the
 * customer beside a Support thread (GET /api/admin/customer/:uid), and the lists behind the money
 * figures (GET /api/admin/sales, GET /api/admin/staff-pay).
 */
export function register(app: FastifyInstance, services: Pick<Services, 'adminOverview'>): void {
  const service = services.adminOverview;
  app.contract(adminOverviewRoutes.overview, ({ principal }) => service.overview(principal));
  app.contract(adminOverviewRoutes.checkMissedDeadline, ({ principal, params }) =>
    service.checkMissedDeadline(principal, params.requestId),
  );
  app.contract(adminOverviewRoutes.staffRecord, ({ principal, params }) =>
    service.staffRecord(principal, params.uid),
  );
  app.contract(adminCustomerRoutes.customerContext, ({ principal, params }) =>
    service.customerContext(principal, params.uid),
  );
  app.contract(adminMoneyRoutes.sales, ({ principal, query }) => service.sales(principal, query));
  app.contract(adminMoneyRoutes.staffPay, ({ principal, query }) =>
    service.staffPay(principal, query),
  );
}
