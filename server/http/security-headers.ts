import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

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
}): HelmetOptions {
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

/** Helmet's headers for `options`, computed once: they are the same for every answer. */
function fixedHeaders(options: HelmetOptions): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  helmet(options)(
    {} as IncomingMessage,
    {
      setHeader: (name: string, value: string) => headers.push([name, String(value)]),
      removeHeader: () => {},
    } as unknown as ServerResponse,
    () => {},
  );
  return headers;
}

/**
 * Sends the security headers on every answer: on Fastify's routes from an `onRequest` hook, and
 * on requests the raw HTTP server answers without Fastify (Socket.IO's engine, whose long-polling
 * answers live on `rawPath`). The header values are computed once at start rather than by
 * helmet on every request (parsing the policy again cost about 6% of a simple request).
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  rawPath: string,
  options: HelmetOptions,
): void {
  const headers = fixedHeaders(options);
  const apply = (response: ServerResponse) => {
    response.removeHeader('x-powered-by');
    for (const [name, value] of headers) response.setHeader(name, value);
  };
  // Set on the raw response, so answers written around Fastify's reply (tus) carry them too.
  app.addHook('onRequest', (_request, reply, done) => {
    apply(reply.raw);
    done();
  });
  app.server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.url?.startsWith(rawPath)) apply(response);
  });
}
