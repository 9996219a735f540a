import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../router';
import { DataLayout } from './DataLayout';
import { pageFiles, type PageLoad } from './page-files';
import { RequireSession } from './RequireSession';

type LazyPage = { page: string; load: () => Promise<ComponentType>; group: PageLoad };

/** Each lazy page of the router: its full address, its loader and how its first load is grouped. */
async function lazyPagesOf(list: RouteObject[], base = '', group: PageLoad = 'site') {
  const found: LazyPage[] = [];
  for (const route of list) {
    const path =
      route.path === undefined
        ? base
        : route.path.startsWith('/')
          ? route.path
          : `${base.replace(/\/$/, '')}/${route.path}`;
    const layout = !route.path && !route.index && typeof route.lazy === 'function';
    const inner =
      route.Component === RequireSession
        ? 'dashboard'
        : layout && group === 'site' && (await loadComponent(route)) === DataLayout
          ? 'forms'
          : group;
    if (route.children) found.push(...(await lazyPagesOf(route.children, path, inner)));
    else if (typeof route.lazy === 'function' && route.path !== '*')
      found.push({ page: path || '/', load: () => loadComponent(route), group: inner });
  }
  return found;
}

async function loadComponent(route: RouteObject): Promise<ComponentType> {
  const lazy = route.lazy as () => Promise<{ Component: ComponentType }>;
  return (await lazy()).Component;
}

describe('the page table the build reads', () => {
  it('names, for every lazy page of the router, the module it loads and its first-load group', async () => {
    const pages = await lazyPagesOf(routes);
    expect(pages.map((p) => p.page).sort()).toEqual(Object.keys(pageFiles).sort());
    for (const { page, load, group } of pages) {
      const entry = pageFiles[page as keyof typeof pageFiles];
      const module = (await import(/* @vite-ignore */ `../${entry.file}`)) as object;
      expect(Object.values(module), page).toContain(await load());
      expect(entry.load, page).toBe(group);
    }
    // Every page module is transformed on first import: some forty of them.
  }, 120_000);
});
