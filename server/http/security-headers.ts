import type { FastifyReply, FastifyRequest } from 'fastify';

const csp = [
  "default-src 'self'",
  "script-src 'self'",
  // React and the design tokens set inline style attributes; no inline scripts are allowed.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self' ws: wss:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** Adds the headers every answer carries, whatever route made it. */
export async function securityHeaders(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  void reply.header('x-content-type-options', 'nosniff');
  void reply.header('referrer-policy', 'same-origin');
  void reply.header('x-frame-options', 'DENY');
  void reply.header('content-security-policy', csp);
  return payload;
}
