import type { z } from 'zod';

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

/** One route of the API: where it lives and the schemas of what goes in and comes out. */
export type RouteContract = {
  method: HttpMethod;
  path: string;
  /** True when the route needs an access token in the Authorization header. */
  auth: boolean;
  body?: z.ZodType;
  query?: z.ZodType;
  response: z.ZodType;
};

/** Declares a route contract while keeping its literal types for the client and the server. */
export function defineRoute<const C extends RouteContract>(contract: C): C {
  return contract;
}
