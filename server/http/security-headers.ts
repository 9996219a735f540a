import type { FastifyReply, FastifyRequest } from 'fastify';

const basePolicy = [
  "default-src 'self'",
  "script-src 'self'",
  // React and the design tokens set inline style attributes; no inline scripts are allowed.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self' ws: wss:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

// Stripe's embedded Checkout loads Stripe.js and frames its form (and 3-D Secure) from Stripe.
const stripePolicy = [
  "default-src 'self'",
  "script-src 'self' https://js.stripe.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://*.stripe.com",
  "connect-src 'self' ws: wss: https://api.stripe.com https://checkout.stripe.com",
  'frame-src https://js.stripe.com https://checkout.stripe.com https://hooks.stripe.com',
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

const csp = basePolicy.join('; ');

/** The security headers hook, with Stripe's origins allowed only when Stripe is the provider. */
export function securityHeadersFor(options: { allowStripe: boolean }) {
  const policy = (options.allowStripe ? stripePolicy : basePolicy).join('; ');
  return async function headers(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
  ): Promise<unknown> {
    await securityHeaders(request, reply, payload);
    void reply.header('content-security-policy', policy);
    return payload;
  };
}

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
