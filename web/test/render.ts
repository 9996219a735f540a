import { render } from '@testing-library/react';
import { createElement } from 'react';
import { UNSAFE_createMemoryHistory, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app/AppProviders';
import { GuardedRouter, type AppHistory } from '../app/GuardedRouter';
import { routeTree, RouteTreeView } from '../app/RouteTree';
import { createQueryClient } from '../app/query-client';

/**
 * Renders routes with the app's router on a memory history under the app's providers, for
 * component tests. `router.state.location` is where the router is.
 */
export function renderRoutes(
  routes: RouteObject[],
  initialEntry: string | { pathname: string; search?: string; state?: unknown },
) {
  const history = UNSAFE_createMemoryHistory({
    initialEntries: [initialEntry],
    v5Compat: true,
  }) as unknown as AppHistory;
  const tree = routeTree(routes);
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const view = render(
    createElement(AppProviders, {
      client,
      children: createElement(GuardedRouter, {
        history,
        children: createElement(RouteTreeView, { tree }),
      }),
    }),
  );
  // Where the router is, and a move as a link would make it (outside the guards).
  const router = {
    state: {
      get location() {
        return history.location;
      },
    },
    navigate: async (to: string) => history.push(to),
  };
  return { ...view, router };
}

/** A JSON Response as the server would send it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** Stubs fetch so every call gets the same JSON answer; returns the mock to inspect its calls. */
export function stubFetchAnswer(body: unknown, status = 200) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(jsonResponse(body, status)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
