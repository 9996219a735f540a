import type { RouteObject } from 'react-router';

/** Dashboard routes of the audit log, mounted under /dashboard by web/router.tsx. */
export const auditDashboardRoutes: RouteObject[] = [
  {
    path: 'manage/audit',
    lazy: async () => ({ Component: (await import('./AuditLogPage')).AuditLogPage }),
  },
];
