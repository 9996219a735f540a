import type { RouteObject } from 'react-router';

/** Dashboard routes of the teams feature, mounted under /dashboard by web/router.tsx. */
export const teamsDashboardRoutes: RouteObject[] = [];
