import type { RouteObject } from 'react-router';

/** Marketing pages of the public site (/explore/*, /learn/*, /contact), lazy per page. */
export const publicSiteRoutes: RouteObject[] = [];
