import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isPageRoute, pageRoutes } from '../common/page-routes';
import { routes } from './router';

/** The full address of every page the router renders, its catch-all not-found routes left out. */
function pagesOf(list: RouteObject[], base = ''): string[] {
  return list.flatMap((route) => {
    const path =
      route.path === undefined
        ? base
        : route.path.startsWith('/')
          ? route.path
          : `${base.replace(/\/$/, '')}/${route.path}`;
    if (route.children) return pagesOf(route.children, path);
    if (route.path === '*' || path.endsWith('/*')) return [];
    return [path || '/'];
  });
}

describe('page routes', () => {
  it('lists exactly the pages the router has, for the server to answer 404 to any other', () => {
    expect([...pageRoutes].sort()).toEqual([...new Set(pagesOf(routes))].sort());
  });

  it('matches a page with its parameters and a trailing slash, and nothing else', () => {
    expect(isPageRoute('/')).toBe(true);
    expect(isPageRoute('/login/')).toBe(true);
    expect(isPageRoute('/dashboard/manage/staff/8f2b8c1e')).toBe(true);
    expect(isPageRoute('/dashboard/manage/staff')).toBe(false);
    expect(isPageRoute('/no-such-page')).toBe(false);
    expect(isPageRoute('/dashboard/no-such-page')).toBe(false);
  });
});
