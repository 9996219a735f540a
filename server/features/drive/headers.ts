import type { IncomingHttpHeaders } from 'node:http';

/** One request header's value (the first, when it was sent more than once). */
export function header(
  request: { headers: IncomingHttpHeaders },
  name: string,
): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
