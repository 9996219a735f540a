import { vi } from 'vitest';
import { jsonResponse } from './render';

/** One answer of the stubbed server: a method, a path (query excluded), and what it answers. */
export type StubRoute = {
  method?: string;
  path: string | RegExp;
  answer: (url: URL, body: unknown) => Response | Promise<Response>;
};

/**
 * Stubs fetch with answers per route; anything else answers 404. Returns the mock, whose calls
 * say what was sent.
 */
export function stubApi(routes: StubRoute[]) {
  const fetchMock = vi.fn((input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const route = routes.find(
      (r) =>
        (r.method ?? 'GET') === method &&
        (typeof r.path === 'string' ? url.pathname === r.path : r.path.test(url.pathname)),
    );
    if (!route)
      return Promise.resolve(
        jsonResponse({ error: { code: 'not_found', message: 'Not found.' } }, 404),
      );
    return Promise.resolve(route.answer(url, body));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls of a stubbed fetch to one method and path, with their query and body. */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(input, 'http://localhost');
      return (init?.method ?? 'GET') === method && url.pathname === path;
    })
    .map(([input, init]) => ({
      query: Object.fromEntries(new URL(input, 'http://localhost').searchParams),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    }));
}

/** An error answer as the server sends it. */
export const errorAnswer = (
  status: number,
  code: string,
  message: string,
  link?: { text: string; href: string },
) => jsonResponse({ error: { code, message, ...(link ? { link } : {}) } }, status);
