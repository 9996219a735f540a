import type { RouteObject } from 'react-router';
import { dashboardPages } from '../../../common/page-routes';
import { dashboardRoute } from '../../lib/page-path';

/** Dashboard routes of the audit log, mounted under /dashboard by web/router.tsx. */
export const auditDashboardRoutes: RouteObject[] = [
  {
    path: dashboardRoute(dashboardPages.auditLog),
    lazy: async () => ({ Component: (await import('./AuditLogPage')).AuditLogPage }),
  },
];
