import type { FastifyInstance, FastifyReply } from 'fastify';
import { publishConsentCallbackPath, publishingRoutes } from '../../../common/api/publishing.js';
import {
  publishingResultsRoutes,
  testFiguresRoute,
} from '../../../common/api/publishing-results.js';
import type { Services } from '../../services.js';

/** Cookie that binds an upload consent's `state` to the browser that started it. */
export const publishStateCookie = 'crewcast_publish_state';

/** Publishing to YouTube: the upload consent, the publish dialog, publishing and retrying. */
export function register(app: FastifyInstance, services: Services): void {
  const { publishing, secureCookies } = services;

  app.contract(publishingRoutes.consent, ({ principal }) => publishing.consent(principal));

  // Lax, not Strict: the cookie must come along when Google's page sends the browser back here.
  const bindState = (reply: FastifyReply, state: string) =>
    void reply.setCookie(publishStateCookie, state, {
      httpOnly: true,
      secure: secureCookies,
      sameSite: 'lax',
      path: publishConsentCallbackPath,
      maxAge: 10 * 60,
    });

  app.contract(publishingRoutes.startConsent, async ({ principal, reply }) => {
    const { url, state } = await publishing.startConsent(principal);
    bindState(reply, state);
    return { url };
  });
  app.contract(publishingRoutes.startResultsConsent, async ({ principal, reply }) => {
    const { url, state } = await publishing.startResultsConsent(principal);
    bindState(reply, state);
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
  app.contract(publishingResultsRoutes.recent, ({ principal }) =>
    publishing.recentPublished(principal),
  );
  app.contract(publishingResultsRoutes.staff, ({ principal, params }) =>
    publishing.staffResults(principal, params.uid),
  );
  app.contract(publishingResultsRoutes.month, ({ principal, query }) =>
    publishing.monthPublished(principal, query.month),
  );
  // Only where the orders clock may be moved (E2E_CLOCK=true, refused in production).
  if (services.testClock)
    app.contract(testFiguresRoute, async () => ({ recorded: await publishing.readFigures() }));
}
