import type { RouteObject } from 'react-router';

/** Dashboard routes of the shop feature, mounted under /dashboard by web/router.tsx. */
export const shopDashboardRoutes: RouteObject[] = [];
