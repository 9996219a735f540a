import type { FastifyReply, FastifyRequest } from 'fastify';

/** A Content-Security-Policy: each directive with its sources, in the order they are sent. */
type Policy = Readonly<Record<string, readonly string[]>>;

const basePolicy: Policy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // React and the design tokens set inline style attributes; no inline scripts are allowed.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'connect-src': ["'self'", 'ws:', 'wss:'],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

// Stripe's embedded Checkout loads Stripe.js and frames its form (and 3-D Secure) from Stripe.
const stripeOrigins: Policy = {
  'script-src': ['https://js.stripe.com'],
  'img-src': ['https://*.stripe.com'],
  'connect-src': ['https://api.stripe.com', 'https://checkout.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://checkout.stripe.com', 'https://hooks.stripe.com'],
};

/** `policy` with `origins` added to its directives (a directive it lacks is added as given). */
function withOrigins(policy: Policy, origins: Policy): Policy {
  const merged: Record<string, readonly string[]> = { ...policy };
  for (const [directive, sources] of Object.entries(origins))
    merged[directive] = [...(policy[directive] ?? []), ...sources];
  return merged;
}

function render(policy: Policy): string {
  return Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');
}

/**
 * The onSend hook that adds the security headers to every answer, whatever route made it, with
 * Stripe's origins in the policy only when Stripe is the payment provider.
 */
export function securityHeadersFor(options: { allowStripe: boolean }) {
  const csp = render(options.allowStripe ? withOrigins(basePolicy, stripeOrigins) : basePolicy);
  return async function securityHeaders(
    _request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
  ): Promise<unknown> {
    void reply.header('x-content-type-options', 'nosniff');
    void reply.header('referrer-policy', 'same-origin');
    void reply.header('x-frame-options', 'DENY');
    void reply.header('content-security-policy', csp);
    return payload;
  };
}
