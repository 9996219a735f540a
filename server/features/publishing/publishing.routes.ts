import type { FastifyInstance } from 'fastify';
import { publishConsentCallbackPath, publishingRoutes } from '../../../common/api/publishing.js';
import type { Services } from '../../services.js';

/** Cookie that binds an upload consent's `state` to the browser that started it. */
export const publishStateCookie = 'crewcast_publish_state';

/** Publishing to YouTube: the upload consent, the publish dialog, publishing and retrying. */
export function register(app: FastifyInstance, services: Services): void {
  const { publishing, secureCookies } = services;

  app.contract(publishingRoutes.consent, ({ principal }) => publishing.consent(principal));

  app.contract(publishingRoutes.startConsent, async ({ principal, reply }) => {
    const { url, state } = await publishing.startConsent(principal);
    // Lax, not Strict: it must come along when Google's page sends the browser back here.
    void reply.setCookie(publishStateCookie, state, {
      httpOnly: true,
      secure: secureCookies,
      sameSite: 'lax',
      path: publishConsentCallbackPath,
      maxAge: 10 * 60,
    });
    return { url };
  });

  // Google redirects the browser here with ?state&code (or ?state&error); it answers a redirect.
  app.get(publishConsentCallbackPath, async (request, reply) => {
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    const location = await publishing.consentCallback(query, request.cookies[publishStateCookie]);
    void reply.clearCookie(publishStateCookie, { path: publishConsentCallbackPath });
    void reply.header('cache-control', 'no-store');
    return reply.redirect(location, 303);
  });

  app.contract(publishingRoutes.revokeConsent, ({ principal }) =>
    publishing.revokeConsent(principal),
  );
  app.contract(publishingRoutes.orderPublishing, ({ principal, params }) =>
    publishing.orderPublishing(principal, params.requestId),
  );
  app.contract(publishingRoutes.publish, ({ principal, params, body }) =>
    publishing.publish(principal, params.requestId, body),
  );
  app.contract(publishingRoutes.retry, ({ principal, params }) =>
    publishing.retry(principal, params.id),
  );
}
