import type { z } from 'zod/mini';

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

/** One route of the API: where it lives and the schemas of what goes in and comes out. */
export type RouteContract = {
  method: HttpMethod;
  /** Fastify-style path; `:name` segments are filled from `params` (e.g. `/api/drive/progress/:id`). */
  path: string;
  /** True when the route needs an access token in the Authorization header. */
  auth: boolean;
  /** One key per `:name` segment of the path. */
  params?: z.ZodMiniType;
  body?: z.ZodMiniType;
  query?: z.ZodMiniType;
  response: z.ZodMiniType;
};

/** Declares a route contract while keeping its literal types for the client and the server. */
export function defineRoute<const C extends RouteContract>(contract: C): C {
  return contract;
}

/** Fills the `:name` segments of a contract path, each value URL-encoded so it stays one segment. */
export function fillPath(
  path: string,
  params: Record<string, string | number> | undefined,
): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter '${name}' for ${path}`);
    return encodeURIComponent(String(value));
  });
}
