import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import helmet from 'helmet';

type Directives = Record<string, string[]>;

const baseDirectives: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // React and the design tokens set inline style attributes; no inline scripts are allowed.
  'style-src': ["'self'", "'unsafe-inline'"],
  // YouTube's image host: the thumbnails of promotion videos on the Ownership review.
  'img-src': ["'self'", 'data:', 'blob:', 'https://i.ytimg.com'],
  // 'self' covers the Socket.IO WebSocket of this same host (ws: and wss: alike); no other host.
  'connect-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
};

// Stripe's embedded Checkout loads Stripe.js and frames its form (and 3-D Secure) from Stripe.
const stripeDirectives: Directives = {
  'script-src': ['https://js.stripe.com'],
  'img-src': ['https://*.stripe.com'],
  'connect-src': ['https://api.stripe.com', 'https://checkout.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://checkout.stripe.com', 'https://hooks.stripe.com'],
};

function withStripe(directives: Directives): Directives {
  const merged: Directives = { ...directives };
  for (const [name, sources] of Object.entries(stripeDirectives))
    merged[name] = [...(directives[name] ?? []), ...sources];
  return merged;
}

/**
 * The security headers of every answer, for helmet: the Content-Security-Policy (with Stripe's
 * origins only when Stripe is the payment provider), and HSTS for a year, subdomains included,
 * whenever the product is served over https (PUBLIC_URL). A plain-http deployment (development,
 * tests) sends no HSTS, which would otherwise pin the browser to https on localhost.
 */
export function securityHeaderOptions(options: {
  allowStripe: boolean;
  https: boolean;
}): FastifyHelmetOptions {
  const directives = options.allowStripe ? withStripe(baseDirectives) : baseDirectives;
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: options.https ? { ...directives, 'upgrade-insecure-requests': [] } : directives,
    },
    strictTransportSecurity: options.https
      ? { maxAge: 31_536_000, includeSubDomains: true, preload: false }
      : false,
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
    // Stripe's 3-D Secure may open a window of its own.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  };
}

/**
 * Adds the same headers to requests the raw HTTP server answers without Fastify: Socket.IO's
 * engine (its long-polling answers) lives on `path`.
 */
export function securityHeadersOnRawPath(
  server: Server,
  path: string,
  options: FastifyHelmetOptions,
): void {
  const { global: _global, enableCSPNonces: _nonces, ...rest } = options;
  // The same options object; helmet's CommonJS and ES module typings merely do not unify.
  const apply = helmet(rest as Parameters<typeof helmet>[0]);
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.url?.startsWith(path)) apply(request, response, () => {});
  });
}
