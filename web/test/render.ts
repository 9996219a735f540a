import { render } from '@testing-library/react';
import { createElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app/AppProviders';
import { createQueryClient } from '../app/query-client';

/** Renders routes in a memory router under the app's providers, for component tests. */
export function renderRoutes(
  routes: RouteObject[],
  initialEntry: string | { pathname: string; search?: string; state?: unknown },
) {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const view = render(
    createElement(AppProviders, { client, children: createElement(RouterProvider, { router }) }),
  );
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
